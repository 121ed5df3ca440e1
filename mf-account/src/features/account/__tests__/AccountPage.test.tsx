import { screen } from '@testing-library/react';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import remote from '../../../remote';
import { createFakeEndpoints } from '@arena/api-client/testing';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

describe('/dashboard/account', () => {
  it('shows the profile of customer/profile', async () => {
    api.profile.mockResolvedValue({
      username: 'ayse2024',
      usercode: 'U1',
      name: 'Ayşe',
      surname: 'Çağlar',
      email: 'ayse@example.com',
      phone: '5321234567',
      smsVerified: true,
      birthDate: '1990-04-09',
      country: 'Türkiye',
    });
    renderRemoteAt(remote, '/dashboard/account');
    expect(screen.getByTestId('account-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('profile-username')).toHaveTextContent('ayse2024');
    expect(screen.getByTestId('profile-country')).toHaveTextContent('Türkiye');
    expect(screen.getByTestId('profile-sms-verified')).toHaveTextContent('Verified');
  });
});
