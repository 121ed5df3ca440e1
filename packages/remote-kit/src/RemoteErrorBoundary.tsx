import { Component, type ReactNode } from 'react';
import { RemoteFallback } from '@arena/ui';
import { useT } from '@arena/i18n';

interface State {
  error: Error | null;
}

class Boundary extends Component<{ children: ReactNode; message: string; retryLabel: string }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error('[remote] render failed', error);
  }

  render() {
    if (this.state.error) {
      return <RemoteFallback message={this.props.message} retryLabel={this.props.retryLabel} onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}

/** A remote that throws while rendering shows the translated fallback in its own area only. */
export function RemoteErrorBoundary({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Boundary message={t('This section could not be loaded.')} retryLabel={t('Retry')}>
      {children}
    </Boundary>
  );
}
