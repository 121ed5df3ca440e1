// The rooms hub as a live game's tests speak it: the sockets the page opened (WebSocket stand-ins), each
// able to receive a record as the server would send it.
export const sockets: FakeSocket[] = [];

export class FakeSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  sent: string[] = [];
  constructor(readonly url: string) {
    sockets.push(this);
    setTimeout(() => this.onopen?.(), 0);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {}
  /** a record from the server */
  receive(record: object) {
    this.onmessage?.({ data: `${JSON.stringify(record)}\u001e` });
  }
}

/** the page's WebSocket is the fake one */
export function fakeHub(): void {
  sockets.length = 0;
  (globalThis as unknown as { WebSocket: unknown }).WebSocket = FakeSocket;
}
