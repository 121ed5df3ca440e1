import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { endpoints, type EndpointName } from '@arena/contracts';
import { aviator, createFakeEndpoints, fixtures } from '../index';

const ajv = new Ajv({ allErrors: true });
addFormats(ajv);
const names = Object.keys(endpoints) as EndpointName[];

describe('fake endpoints', () => {
  it.each(names)('the %s fixture is a valid 200 reply of its schema', (name) => {
    const validate = ajv.compile(endpoints[name].reply[200]);
    expect(validate(fixtures[name]) ? [] : validate.errors).toEqual([]);
  });

  it('answer like the api-client: the data of data calls, the whole reply of message calls', async () => {
    const api = createFakeEndpoints();
    await expect(api.casinoGames({ search: 'Avi', skip: 0, take: 5 })).resolves.toEqual({ games: [aviator], total: 1 });
    await expect(api.changePassword({ oldPassword: 'older', password: 'newer', confirmPassword: 'newer' })).resolves.toEqual(fixtures.changePassword);
    expect(api.casinoGames).toHaveBeenCalledWith({ search: 'Avi', skip: 0, take: 5 });
  });

  it("use a test's own implementation where given", async () => {
    const api = createFakeEndpoints({ balance: () => Promise.resolve({ balance: 7 }) });
    await expect(api.balance()).resolves.toEqual({ balance: 7 });
    expect(api.balance).toHaveBeenCalledTimes(1);
  });
});
