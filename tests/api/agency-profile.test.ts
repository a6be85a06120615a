import { expect, it } from 'vitest';
import * as agencyProfile from '#sdk/resources/agency-profile';
import * as auth from '#sdk/resources/auth';
import type { AgencyProfileUpdate } from '#sdk/schemas/agency';
import type { RegisterPayload } from '#sdk/schemas/auth';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { describeApi } from '#tests/support/suite.ts';

describeApi('editing the agency profile from the settings', (server) => {
  const signedUp = async (userType: RegisterPayload['userType']) => {
    const client = server().client();
    await auth.register(client, { email: uniqueEmail('agency-profile'), password: 'secret-password', userType });
    return client;
  };
  const setUpAgency = async () => {
    const client = await signedUp('AGENCY');
    await agencyProfile.setup(client, {
      name: 'Settings Agency',
      country: 'France',
      city: 'Lyon',
      phone: '+33 4 1234567',
      website: 'https://settings-agency.example.fr',
      companyDescription: 'We advise.',
    });
    return client;
  };

  it('changes what setup asked, clears optional fields given empty, and the signed-in user shows the new name', async () => {
    const client = await setUpAgency();
    const { agency } = await agencyProfile.update(client, {
      name: '  Renamed Agency ',
      country: 'Belgium',
      city: '',
      phone: '+32 2 7654321',
      website: 'https://renamed.example.be',
      companyDescription: '',
    });
    expect(agency).toMatchObject({
      name: 'Renamed Agency',
      country: 'Belgium',
      city: null,
      phone: '+32 2 7654321',
      website: 'https://renamed.example.be',
      companyDescription: null,
    });
    expect((await agencyProfile.retrieve(client)).agency).toEqual(agency);
    expect((await auth.me(client)).user.agency?.name).toBe('Renamed Agency');
  });

  it('refuses by the setup rules with 400 and the field errors, and changes nothing', async () => {
    const client = await setUpAgency();
    const before = (await agencyProfile.retrieve(client)).agency;
    const refused = await apiError(
      agencyProfile.update(client, { name: ' ', country: 'Atlantis' as 'France', website: 'nope', phone: 'abc' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.errors).toEqual([
      { field: 'name', message: 'Agency name is required' },
      { field: 'country', message: 'Country is required' },
      { field: 'phone', message: 'Please enter a valid phone number' },
      { field: 'website', message: 'Please enter a valid website URL' },
    ]);
    const tooLong = await apiError(agencyProfile.update(client, { companyDescription: 'x'.repeat(5001) }));
    expect(tooLong.errors).toEqual([{ field: 'companyDescription', message: 'Must be at most 5000 characters' }]);
    // A required field cannot be emptied with null either.
    const nulls = await apiError(
      agencyProfile.update(client, { name: null, country: null } as unknown as AgencyProfileUpdate),
    );
    expect(nulls.status).toBe(400);
    expect(nulls.errors.map((error) => error.field)).toEqual(['name', 'country']);
    expect((await agencyProfile.retrieve(client)).agency).toEqual(before);
  });

  it('is the agency’s own: 401 signed out, 403 for the other roles, 404 before setup', async () => {
    const change = { name: 'Not Mine' };
    expect((await apiError(agencyProfile.update(server().client(), change))).status).toBe(401);
    for (const role of ['STUDENT', 'UNIVERSITY'] as const) {
      const refused = await apiError(agencyProfile.update(await signedUp(role), change));
      expect(refused.status).toBe(403);
    }
    expect((await apiError(agencyProfile.update(await signedUp('AGENCY'), change))).status).toBe(404);
  });
});
