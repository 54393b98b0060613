import { Flex, Typography } from 'antd';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import { type Location, type RouteObject, useRoutes } from 'react-router-dom';
import type { EditionTable, RouteNode } from '../routes/build';
import type { PageLoader } from '../routes/types';
import { Button } from '../widgets/busy';
import { Heading } from '../widgets/Heading';
import { PageSpin } from '../widgets/PageSpin';

const lazyPages = new WeakMap<PageLoader, LazyExoticComponent<ComponentType>>();

/** One lazy component per page loader, so every visit of a page reuses the same component type. */
function lazyPage(loader: PageLoader): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(loader);
  if (!page) {
    page = lazy(loader);
    lazyPages.set(loader, page);
  }
  return page;
}

/** A page that threw while rendering shows this instead of taking the frame down; the error log keeps it. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(_error: Error, _info: ErrorInfo): void {
    // React reports it to the root's onCaughtError, which feeds the error log in production builds.
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Flex vertical align="center" gap={12} style={{ padding: '12vh 16px' }} role="alert">
        <Heading look={4} style={{ margin: 0 }}>
          页面出错了
        </Heading>
        <Typography.Text type="secondary">{this.state.error.message}</Typography.Text>
        <Button type="primary" onClick={() => this.setState({ error: null })}>
          重试
        </Button>
      </Flex>
    );
  }
}

/**
 * Every page's one level-one heading: its title from the route table, for screen readers and the outline (the
 * page's card shows the title to the eye, as a smaller heading or a card title).
 */
function PageBody({ node }: { node: RouteNode }) {
  const Page = lazyPage(node.page as PageLoader);
  // The h1 stands outside the error boundary: a page that fails still has its title, and 页面出错了 is its h2.
  const body = (
    <>
      <h1 className="zx-visually-hidden">{node.meta.title}</h1>
      <PageErrorBoundary>
        <Suspense fallback={<PageSpin />}>
          <Page />
        </Suspense>
      </PageErrorBoundary>
    </>
  );
  // Form-creation pages fill the area below the header without scrolling it.
  if (node.meta.noScroll) return <div style={{ height: 'calc(100vh - 120px)', overflow: 'hidden' }}>{body}</div>;
  return body;
}

const routesOf = new WeakMap<EditionTable, RouteObject[]>();

/** The built pages of an edition as React Router routes (full paths, ranked by React Router). */
export function pageRoutes(table: EditionTable): RouteObject[] {
  let routes = routesOf.get(table);
  if (!routes) {
    routes = table.pages.map((node) => ({ path: node.fullPath, element: <PageBody node={node} /> }));
    routesOf.set(table, routes);
  }
  return routes;
}

/**
 * Renders the page of `location`. Each cached tab passes its own location, so a page in a hidden tab keeps
 * reading the address it was opened with, not the one of the tab in front.
 */
export function PageView({ routes, location }: { routes: RouteObject[]; location: Location }) {
  return useRoutes(routes, location);
}
