/**
 * A host screen's extension point: `useExtensions(point)` gives the contributions of the
 * loaded remotes to `point` that the company's modules and the role's permissions allow,
 * in order; `ExtensionView` renders one inside its own error boundary, so a contribution
 * that throws (or whose code fails to load) shows a small notice in its place and the rest
 * of the screen keeps working; `useExtensionTabs` makes tab items of a tab point's
 * contributions, labelled in the contributing remote's namespace.
 */
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useSelector } from 'react-redux';
import type {
  ExtensionContribution,
  ExtensionPointId,
  ExtensionPointProps,
} from '../contracts/extension-points';
import type { CompanyModule } from '../contracts/modules';
import { isAllowed, type Policies } from '../contracts/permissions';
import type { RemoteId, RemoteModule } from '../contracts/remote-module';
import type { SessionState } from '../contracts/session';
import { useTranslation } from '../i18n';
import { reportError } from '../telemetry';
import { requestExtensions, useExtensionHost } from '../routing/extension-host';

type Lazy<P extends ExtensionPointId> = LazyExoticComponent<ComponentType<ExtensionPointProps[P]>>;

/** One contribution the host may render. */
export interface ResolvedExtension<P extends ExtensionPointId = ExtensionPointId> {
  /** `<remote>:<id>`: unique on the point. */
  key: string;
  remoteId: RemoteId;
  /** The contributing remote's i18n namespace (its `labelKey` is one of its keys). */
  namespace: string;
  order: number;
  labelKey?: string;
  Component: Lazy<P>;
}

/** Who is asking: the company's modules and the role's policies. */
export interface ExtensionAudience {
  companyRoles: readonly (CompanyModule | string)[];
  policies: Policies | null | undefined;
}

// One lazy component per contribution object: its code loads once.
const lazies = new WeakMap<object, Lazy<ExtensionPointId>>();

function lazyOf<P extends ExtensionPointId>(contribution: ExtensionContribution<P>): Lazy<P> {
  let component = lazies.get(contribution) as Lazy<P> | undefined;
  if (!component) {
    component = lazy(contribution.component);
    lazies.set(contribution, component as unknown as Lazy<ExtensionPointId>);
  }
  return component;
}

/** True when the company has the contribution's module and the role its permissions. */
export function isContributionAllowed(
  contribution: Pick<ExtensionContribution, 'module' | 'permissions'>,
  { companyRoles, policies }: ExtensionAudience,
): boolean {
  if (contribution.module && !companyRoles.includes(contribution.module)) return false;
  return (contribution.permissions ?? []).every((permission) => isAllowed(policies, permission));
}

/** The contributions of `modules` to `point` that `audience` may see, by order then key. */
export function collectExtensions<P extends ExtensionPointId>(
  modules: readonly RemoteModule[],
  point: P,
  audience: ExtensionAudience,
): ResolvedExtension<P>[] {
  const found: ResolvedExtension<P>[] = [];
  for (const module of modules) {
    const contributions = (module.contributions?.[point] ??
      []) as readonly ExtensionContribution<P>[];
    for (const contribution of contributions) {
      if (!isContributionAllowed(contribution, audience)) continue;
      found.push({
        key: `${module.id}:${contribution.id}`,
        remoteId: module.id,
        namespace: module.i18n.namespace,
        order: contribution.order,
        labelKey: contribution.labelKey,
        Component: lazyOf(contribution),
      });
    }
  }
  return found.sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));
}

type WithSession = { session?: SessionState };
const NO_ROLES: readonly string[] = [];

/** The contributions to `point` the signed-in user may see; asks the host to load them. */
export function useExtensions<P extends ExtensionPointId>(point: P): ResolvedExtension<P>[] {
  const host = useExtensionHost();
  const modules = useSyncExternalStore(host.subscribe, host.modules, host.modules);
  useEffect(() => requestExtensions(host, point), [host, point]);
  const companyRoles = useSelector((s: WithSession) => s.session?.companyRoles ?? NO_ROLES);
  const policies = useSelector((s: WithSession) => s.session?.policies);
  return useMemo(
    () => collectExtensions(modules, point, { companyRoles, policies }),
    [modules, point, companyRoles, policies],
  );
}

function ExtensionFailed() {
  const { t } = useTranslation('common');
  return (
    <span role="status" data-testid="extension-error">
      {t('extension.failed')}
    </span>
  );
}

interface BoundaryProps {
  /** The contributing remote (errors are reported tagged with it). */
  remoteId: string;
  children: ReactNode;
}

/** Contains what one contribution throws: a short notice in its place, nothing else breaks. */
export class ExtensionBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(
      `[extensions] a part of ${this.props.remoteId} failed`,
      error,
      info.componentStack,
    );
    reportError(error, { remote: this.props.remoteId, source: 'extension' });
  }

  override render() {
    return this.state.error ? <ExtensionFailed /> : this.props.children;
  }
}

export interface ExtensionViewProps<P extends ExtensionPointId> {
  extension: ResolvedExtension<P>;
  props: ExtensionPointProps[P];
  /** Shown while its code loads. */
  fallback?: ReactNode;
}

/** One contribution, inside its own error boundary. */
export function ExtensionView<P extends ExtensionPointId>({
  extension,
  props,
  fallback = null,
}: ExtensionViewProps<P>) {
  const View = extension.Component as ComponentType<ExtensionPointProps[P]>;
  return (
    <ExtensionBoundary remoteId={extension.remoteId}>
      <Suspense fallback={fallback}>
        <View {...props} />
      </Suspense>
    </ExtensionBoundary>
  );
}

function ExtensionLabel({ extension }: { extension: ResolvedExtension }) {
  const { t } = useTranslation(extension.namespace);
  return <>{extension.labelKey ? t(extension.labelKey) : extension.key}</>;
}

export interface ExtensionTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/** Tab items (antd `Tabs` items) of a tab point's contributions. */
export function useExtensionTabs<P extends ExtensionPointId>(
  point: P,
  props: ExtensionPointProps[P],
  fallback?: ReactNode,
): ExtensionTab[] {
  return useExtensions(point).map((extension) => ({
    key: extension.key,
    label: <ExtensionLabel extension={extension as ResolvedExtension} />,
    children: <ExtensionView extension={extension} props={props} fallback={fallback} />,
  }));
}
