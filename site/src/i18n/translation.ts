import { createContext, createElement, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';

/**
 * The part of react-i18next the site uses — `I18nextProvider` and `useTranslation` — in a few lines over
 * i18next, so the browser downloads i18next alone (react-i18next and its shims were ~2.5 KB gzip of the first
 * load). Site code imports these from here; the chat widget keeps the real react-i18next package. `t` is
 * i18next's own fixed-namespace function; components re-render when the instance's language changes or a
 * namespace is added.
 */
const I18nContext = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

interface Watch {
  version: number;
  listeners: Set<() => void>;
  /** The fixed-namespace `t` per namespace ('' the default one) and the version it was made for. */
  fixed: Map<string, { version: number; t: TFunction }>;
}
const watches = new WeakMap<I18n, Watch>();

function watchOf(i18n: I18n): Watch {
  let watch = watches.get(i18n);
  if (!watch) {
    const created: Watch = { version: 0, listeners: new Set(), fixed: new Map() };
    const bump = () => {
      created.version++;
      for (const listener of created.listeners) listener();
    };
    i18n.on('languageChanged', bump);
    i18n.store?.on('added', bump);
    watches.set(i18n, (watch = created));
  }
  return watch;
}

/** The instance's `t` for a namespace at a version: one function per version, so it changes when the texts do. */
function fixedT(i18n: I18n, watch: Watch, namespace: string | undefined, version: number): TFunction {
  const key = namespace ?? '';
  const cached = watch.fixed.get(key);
  if (cached?.version === version) return cached.t;
  const t = withPlainLookups(i18n, namespace, i18n.getFixedT(null, namespace ?? null));
  watch.fixed.set(key, { version, t });
  return t;
}

/**
 * i18next's `t` takes every call through its whole lookup (the options copied, the key split, plurals, nesting and
 * interpolation checked), and a page's hydration makes a few hundred calls: a long task on a slow phone. A call
 * with a key alone whose text is plain (no namespace prefix in the key, no `{{value}}`, no `$t(…)` in the text)
 * reads the text from the instance's store; every other call, and every key without such a text, goes to i18next.
 */
function withPlainLookups(i18n: I18n, namespace: string | undefined, t: TFunction): TFunction {
  const defaultNamespace = i18n.options.defaultNS;
  const ns = namespace ?? (typeof defaultNamespace === 'string' ? defaultNamespace : undefined);
  const call = t as unknown as (...args: unknown[]) => unknown;
  const plain = (key: unknown, ...rest: unknown[]): unknown => {
    if (ns !== undefined && rest.length === 0 && typeof key === 'string' && !key.includes(':')) {
      const text: unknown = i18n.getResource(i18n.language, ns, key);
      if (typeof text === 'string' && !text.includes('{{') && !text.includes('$t(')) return text;
    }
    return call(key, ...rest);
  };
  return Object.assign(plain, t);
}

export interface UseTranslationResult {
  t: TFunction;
  i18n: I18n;
  ready: boolean;
}

export function useTranslation(ns?: string | readonly string[]): UseTranslationResult {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation() outside an <I18nextProvider>');
  const watch = watchOf(i18n);
  const version = useSyncExternalStore(
    (listener) => {
      watch.listeners.add(listener);
      return () => watch.listeners.delete(listener);
    },
    () => watch.version,
    () => watch.version,
  );
  const namespace = typeof ns === 'string' ? ns : ns?.[0];
  return { t: fixedT(i18n, watch, namespace, version), i18n, ready: true };
}
