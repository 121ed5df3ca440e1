// Test fakes of the API, typed by the endpoint table: every call a jest mock that answers the
// call's fixture (a valid reply) unless the test gives its own implementation.
import { jest } from '@jest/globals';
import { endpointCalls, type EndpointName, type EndpointResult } from '@arena/contracts';
import type { EndpointFunction, Endpoints } from '../endpoints';
import { fixtures } from './fixtures';

export { aviator, authData, fixtures } from './fixtures';

export type FakeEndpoints = { [N in EndpointName]: jest.Mock<EndpointFunction<N>> };

/** What the api-client resolves to for the call's fixture (its data, or the whole reply). */
export function fixtureResult<N extends EndpointName>(name: N): EndpointResult<N> {
  const reply = fixtures[name];
  // the table's `result` decides, as in the api-client
  return (endpointCalls[name].result === 'data' && 'data' in reply ? reply.data : reply) as EndpointResult<N>;
}

/** Fake endpoints: `overrides` replace the fixture answer of the calls a test cares about. */
export function createFakeEndpoints(overrides: Partial<Endpoints> = {}): FakeEndpoints {
  const fake = (name: EndpointName) => jest.fn(overrides[name] ?? (() => Promise.resolve(fixtureResult(name))));
  return Object.fromEntries((Object.keys(endpointCalls) as EndpointName[]).map((name) => [name, fake(name)])) as FakeEndpoints;
}
