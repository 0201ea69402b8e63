import type { ReactNode } from 'react';
import type { Resource } from '../lib/use-resource';
import { LoadError } from './load-error';
import { Loading } from './loading';

/**
 * What a loaded resource shows: its error with a retry while it has nothing to show, a spinner until its
 * data arrives, then `children(data)`. Data already on screen stays while a reload fails.
 */
export function Loaded<T>({
  resource,
  children,
}: {
  resource: Resource<T>;
  children: (data: T) => ReactNode;
}) {
  if (resource.error && !resource.data) return <LoadError error={resource.error} onRetry={resource.reload} />;
  if (!resource.data) return <Loading />;
  return children(resource.data);
}
