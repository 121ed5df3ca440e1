/** The endpoints the account pages call, as jest mocks (no HTTP in the remote's suites). */
export function fakeAccountApi() {
  return {
    profile: jest.fn(),
    sessionHistory: jest.fn(),
    updatePhone: jest.fn(),
    changePassword: jest.fn(),
  };
}
