import { Component, createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useLocation, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { routeId } from './load.ts';
import type { PageData, SiteMatch } from './load.ts';

/**
 * Renders the matched routes of a page with react-router's declarative `useRoutes` (so `<Outlet>`, `<Link>`,
 * `useLocation`, `useSearchParams`... work as usual) and the page's data from router/load.ts through the
 * hooks below (server and browser render the same tree).
 */
const PageDataContext = createContext<PageData>({ matches: [], loaderData: {}, error: null });
const RouteIdContext = createContext<string>('');
const RouteErrorContext = createContext<unknown>(undefined);

export const PageDataProvider = PageDataContext.Provider;

/** What the current route's loader returned (null for a route without loader). */
export function useLoaderData<T = unknown>(): T {
  const id = useContext(RouteIdContext);
  return useContext(PageDataContext).loaderData[id] as T;
}

/** What the loader of the route `id` (e.g. a locale root) returned for this page, if it matched. */
export function useRouteData<T = unknown>(id: string): T | undefined {
  return useContext(PageDataContext).loaderData[id] as T | undefined;
}

/** The matched routes of the page, outermost first (handles: meta, namespaces, modes). */
export function useRouteMatches(): SiteMatch[] {
  return useContext(PageDataContext).matches;
}

/** Inside an `errorElement`: the loader failure or render error it shows. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

export function SiteRoutes({ routes }: { routes: RouteObject[] }) {
  const elementRoutes = useMemo(() => toElementRoutes(routes), [routes]);
  return useRoutes(elementRoutes);
}

function toElementRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const element = <RouteElement route={route} />;
    if (route.index) return { index: true, element };
    return { path: route.path, element, ...(route.children ? { children: toElementRoutes(route.children) } : {}) };
  });
}

function RouteElement({ route }: { route: RouteObject }) {
  const id = routeId(route);
  const { error } = useContext(PageDataContext);
  const { key } = useLocation();
  let content: ReactNode;
  if (error?.id === id) {
    content = <RouteErrorContext value={error.value}>{route.errorElement}</RouteErrorContext>;
  } else {
    const Page = route.Component;
    content = Page ? <Page /> : (route.element ?? <Outlet />);
    if (route.errorElement)
      content = (
        <RenderErrorBoundary fallback={route.errorElement} resetKey={key}>
          {content}
        </RenderErrorBoundary>
      );
  }
  return <RouteIdContext value={id}>{content}</RouteIdContext>;
}

interface BoundaryProps {
  fallback: ReactNode;
  /** A new location clears the error. */
  resetKey: string;
  children: ReactNode;
}

/** A route's `errorElement` for errors thrown while rendering (loader failures come in PageData). */
class RenderErrorBoundary extends Component<BoundaryProps, { error: unknown; resetKey: string }> {
  override state = { error: undefined as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('render error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <RouteErrorContext value={this.state.error}>{this.props.fallback}</RouteErrorContext>;
  }
}
