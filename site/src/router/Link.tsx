import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';
import type { AnchorHTMLAttributes } from 'react';

/**
 * The site's links, made of react-router's own link hooks (`useHref`, `useLinkClickHandler`: the same href and
 * click handling as its `<Link>`, client-side navigation through the router's history). react-router's `<Link>`
 * component also carries framework-mode features the site does not use (route prefetching, discovery, masks,
 * view transitions) whose code would ship on every page's first load.
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

export function Link({ to, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

/** A link marked `aria-current="page"` while its path is the current one (react-router's `NavLink` with `end`). */
export function NavLink(props: LinkProps) {
  const current = useLocation().pathname.toLowerCase() === useResolvedPath(props.to).pathname.toLowerCase();
  return <Link aria-current={current ? 'page' : undefined} {...props} />;
}
