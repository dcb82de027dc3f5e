import { Component, createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { Outlet, renderMatches, useLocation } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { routeId } from './load.ts';
import type { PageData, SiteMatch } from './load.ts';

/**
 * Renders the matched routes of a page in react-router's route contexts (so `<Outlet>`, `<Link>`, `useLocation`,
 * `useSearchParams`... work as usual) and the page's data from router/load.ts through the hooks below (server
 * and browser render the same tree).
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

/**
 * The page's routes as react-router renders matches (each in its route context, so `<Outlet>` and `useParams`
 * work), from the matches the page's data was loaded for: react-router's `useRoutes` would rank the whole route
 * table again at every render.
 */
export function SiteRoutes() {
  const { matches } = useContext(PageDataContext);
  return renderMatches(
    matches.map((m) => ({ params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase, route: elementRoute(m.route) })),
  );
}

const elementRoutes = new WeakMap<RouteObject, RouteObject>();

/** A route as rendered: its element shows the page (or its error) with the route's id for the data hooks. */
function elementRoute(route: RouteObject): RouteObject {
  let rendered = elementRoutes.get(route);
  if (!rendered) {
    rendered = { path: route.path, element: <RouteElement route={route} /> };
    elementRoutes.set(route, rendered);
  }
  return rendered;
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
