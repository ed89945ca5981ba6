import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ChunkLoadError, loadChunk } from '../../lib/load-chunk';
import { AlertIcon, ReloadIcon } from './icons';

type BoundaryProps = { children: ReactNode; fallback: ReactNode; what: string; onRetry: () => void };

// Catches only a chunk that failed to load (or did not arrive within 120 s); any other error goes on up.
class ChunkBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof ChunkLoadError)) throw error;
    const retry = () => {
      this.setState({ error: null });
      this.props.onRetry();
    };
    // What was there before the chunk stays usable; the message says what failed, why, and offers a retry.
    return (
      <>
        {this.props.fallback}
        <div className="status__box status__box--error chunk-error" role="alert">
          <AlertIcon />
          <span>
            {this.props.what} failed to load ({error.message}).{' '}
            <button type="button" className="btn btn--navy chunk-error__retry" onClick={retry}>
              <ReloadIcon /> Try again
            </button>
          </span>
        </div>
      </>
    );
  }
}

// React.lazy with the spec's time-out and a retry: React caches a failed lazy for good, so each attempt
// is a new lazy component that imports the chunk again.
export function lazyChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, what: string) {
  return function LazyChunk({ fallback, ...props }: P & { fallback: ReactNode }) {
    const [attempt, setAttempt] = useState(0);
    const Loaded = useMemo(() => lazy(() => loadChunk(load)), [attempt]);
    return (
      <ChunkBoundary fallback={fallback} what={what} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={fallback}>
          <Loaded {...(props as unknown as P)} />
        </Suspense>
      </ChunkBoundary>
    );
  };
}
