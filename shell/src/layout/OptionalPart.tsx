import { Component, Suspense, type ReactNode } from 'react';

interface Props {
  /** what the part is, for the log */
  name: string;
  children: ReactNode;
}

/**
 * A lazily loaded extra of the chrome (the footer's provider slider, the popup, a sidebar): while it
 * loads it shows nothing, and if its chunk fails to load (a dropped connection, a device that slept
 * past webpack's chunk timeout) or it throws, it is left out and the rest of the site stays up.
 */
export class OptionalPart extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    console.error(`[shell] ${this.props.name} left out`, error);
  }

  render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
