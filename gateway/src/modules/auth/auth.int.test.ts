import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../server.js';
import { readMail, startBackend, type TestBackend } from '../../test/backend.js';
import { codesOf, gql } from '../../test/graphql.js';

/** Auth against the real backend (child process, demo data, own data dir). */

const BOT_TOKEN = '123456:gateway-test-bot-token';
const PASSWORD = 'portal-demo';

let backend: TestBackend;
let gateway: RunningGateway;

beforeAll(async () => {
  backend = await startBackend({
    // the suite logs in far more often than a member could, all from 127.0.0.1
    env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN, AUTH_ANONYMOUS_PER_MINUTE: '1000' },
  });
  gateway = await startGateway({
    port: 0,
    logLevel: 'silent',
    rest: { backendUrl: backend.url },
    env: {},
  });
});

afterAll(async () => {
  await gateway?.close();
  await backend?.stop();
});

const LOGIN = /* GraphQL */ `
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      user {
        id
        name
        email
        active
        createdAt
        roles {
          id
          name
        }
        socialMedia {
          network
          url
        }
        telegramSubscription {
          telegramId
        }
      }
    }
  }
`;
const ME = /* GraphQL */ `
  query {
    me {
      id
      email
      emailVerifiedAt
      activatedAt
      updatedAt
      roles {
        name
      }
      socialMedia {
        network
        url
      }
      telegramSubscription {
        telegramId
        username
        firstName
        lastName
        createdAt
      }
    }
  }
`;

type LoginData = {
  login: { token: string; user: { email: string; roles: Array<{ name: string }>; socialMedia: unknown[] } };
};

async function login(email: string, password = PASSWORD): Promise<string> {
  const result = await gql<LoginData>(gateway.url, LOGIN, { variables: { email, password } });
  expect(result.errors).toBeUndefined();
  return result.data!.login.token;
}

describe('login', () => {
  it('answers the token and the member for the right credentials', async () => {
    const result = await gql<LoginData>(gateway.url, LOGIN, {
      variables: { email: 'user@example.com', password: PASSWORD },
    });
    expect(result.errors).toBeUndefined();
    const { token, user } = result.data!.login;
    expect(typeof token).toBe('string');
    expect(token.length).toBeGreaterThan(20);
    expect(user.email).toBe('user@example.com');
    expect(user.roles.map((r) => r.name)).toContain('USER');
    expect(Array.isArray(user.socialMedia)).toBe(true);
  });

  it('answers BAD_USER_INPUT with fieldErrors.email for wrong credentials', async () => {
    const result = await gql(gateway.url, LOGIN, {
      variables: { email: 'user@example.com', password: 'wrong-password' },
      language: 'en',
    });
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    const error = result.errors![0]!;
    expect(error.message).toBe('These credentials do not match our records.');
    const fieldErrors = error.extensions!.fieldErrors as Record<string, string[]>;
    expect(fieldErrors.email).toEqual(['These credentials do not match our records.']);
  });

  it("keeps the backend's German message with Accept-Language de", async () => {
    const de = await gql(gateway.url, LOGIN, {
      variables: { email: 'admin@example.com', password: 'wrong-password' },
      language: 'de-DE,de;q=0.9,en;q=0.8',
    });
    expect(codesOf(de)).toEqual(['BAD_USER_INPUT']);
    const message = de.errors![0]!.message;
    expect(message).not.toBe('These credentials do not match our records.');
    expect(message.length).toBeGreaterThan(5);
    expect((de.errors![0]!.extensions!.fieldErrors as Record<string, string[]>).email?.[0]).toBe(message);
  });

  it('throttles the sixth failed attempt: TOO_MANY_REQUESTS with retryAfter', async () => {
    const email = 'throttle-me@example.com';
    const codes: unknown[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await gql(gateway.url, LOGIN, { variables: { email, password: 'nope-nope' }, language: 'en' });
      codes.push(codesOf(last)[0]);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('BAD_USER_INPUT'));
    expect(codes[5]).toBe('TOO_MANY_REQUESTS');
    const error = last!.errors![0]!;
    expect(error.message).toMatch(/Too many login attempts/);
    expect(error.extensions!.retryAfter).toEqual(expect.any(Number));
    expect(error.extensions!.retryAfter as number).toBeGreaterThan(0);
  });
});

describe('device tokens', () => {
  const DEVICE_LOGIN = /* GraphQL */ `
    mutation ($email: String!, $password: String!, $deviceToken: String) {
      login(email: $email, password: $password, deviceToken: $deviceToken) {
        token
        deviceToken
      }
    }
  `;
  type DeviceLogin = { login: { token: string; deviceToken: string | null } };
  const attempt = (password: string, deviceToken?: string) =>
    gql<DeviceLogin>(gateway.url, DEVICE_LOGIN, {
      variables: { email: 'iptv@example.com', password, deviceToken },
      language: 'en',
    });

  it("answers one with a login and takes it back: strangers' failures do not lock that device out", async () => {
    const first = await attempt(PASSWORD);
    const deviceToken = first.data!.login.deviceToken!;
    expect(deviceToken).toMatch(/^d1\./);
    for (let i = 0; i < 11; i++) await attempt(`stranger-guess-${i}`);
    expect(codesOf(await attempt(PASSWORD))).toEqual(['TOO_MANY_REQUESTS']);
    const owner = await attempt(PASSWORD, deviceToken);
    expect(owner.errors).toBeUndefined();
    expect(owner.data!.login.deviceToken).toMatch(/^d1\./);
  });
});

describe('me', () => {
  it('is null without a token and with an invalid token, never an error', async () => {
    const anonymous = await gql(gateway.url, ME);
    expect(anonymous).toMatchObject({ status: 200, data: { me: null } });
    expect(anonymous.errors).toBeUndefined();
    const invalid = await gql(gateway.url, ME, { token: 'not-a-real-token' });
    expect(invalid).toMatchObject({ status: 200, data: { me: null } });
    expect(invalid.errors).toBeUndefined();
  });

  it('is the member with a valid token, mapped to camelCase', async () => {
    const token = await login('user@example.com');
    const result = await gql<{ me: Record<string, unknown> }>(gateway.url, ME, { token });
    expect(result.errors).toBeUndefined();
    const me = result.data!.me;
    expect(me.email).toBe('user@example.com');
    expect(me.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(me.telegramSubscription).toMatchObject({ telegramId: '100000001' });
    for (const link of me.socialMedia as Array<{ network: string; url: string }>) {
      expect(typeof link.network).toBe('string');
      expect(typeof link.url).toBe('string');
    }
  });
});

describe('logout', () => {
  it('needs a login (deny by default)', async () => {
    const result = await gql(gateway.url, 'mutation { logout }', { language: 'en' });
    expect(codesOf(result)).toEqual(['UNAUTHENTICATED']);
    expect(result.data).toBeNull();
  });

  it('revokes the token: me is null afterwards', async () => {
    const token = await login('user@example.com');
    expect((await gql<{ me: { email: string } }>(gateway.url, ME, { token })).data?.me?.email).toBe(
      'user@example.com',
    );
    const result = await gql(gateway.url, 'mutation { logout }', { token });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ logout: true });
    const after = await gql(gateway.url, ME, { token });
    expect(after.errors).toBeUndefined();
    expect(after.data).toEqual({ me: null });
  });
});

describe('password recovery', () => {
  const FORGOT = 'mutation ($email: String!) { forgotPassword(email: $email) }';
  const RESET = /* GraphQL */ `
    mutation ($token: String!, $email: String!, $password: String!, $confirmation: String!) {
      resetPassword(token: $token, email: $email, password: $password, passwordConfirmation: $confirmation)
    }
  `;

  it('rejects an unknown e-mail with fieldErrors.email', async () => {
    const result = await gql(gateway.url, FORGOT, {
      variables: { email: 'nobody@example.com' },
      language: 'en',
    });
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors![0]!.extensions!.fieldErrors).toHaveProperty('email');
  });

  it('mails a reset link whose token sets a new password', async () => {
    const email = 'moderator@example.com';
    const forgot = await gql<{ forgotPassword: string }>(gateway.url, FORGOT, {
      variables: { email },
      language: 'en',
    });
    expect(forgot.errors).toBeUndefined();
    expect(forgot.data!.forgotPassword).toBe('We have emailed your password reset link.');

    const mail = await readMail(backend.dataDir, email);
    const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail);
    expect(match, mail.slice(0, 2000)).not.toBeNull();
    const resetToken = match![1]!;

    const mismatch = await gql(gateway.url, RESET, {
      variables: { token: resetToken, email, password: 'a-new-password-1', confirmation: 'something-else-1' },
      language: 'en',
    });
    expect(codesOf(mismatch)).toEqual(['BAD_USER_INPUT']);
    expect(mismatch.errors![0]!.extensions!.fieldErrors).toHaveProperty('password');

    const reset = await gql<{ resetPassword: string }>(gateway.url, RESET, {
      variables: { token: resetToken, email, password: 'a-new-password-1', confirmation: 'a-new-password-1' },
      language: 'en',
    });
    expect(reset.errors).toBeUndefined();
    expect(reset.data!.resetPassword).toBe('Your password has been reset.');

    const old = await gql(gateway.url, LOGIN, { variables: { email, password: PASSWORD } });
    expect(codesOf(old)).toEqual(['BAD_USER_INPUT']);
    await login(email, 'a-new-password-1');

    const reused = await gql(gateway.url, RESET, {
      variables: {
        token: resetToken,
        email,
        password: 'another-password-2',
        confirmation: 'another-password-2',
      },
      language: 'en',
    });
    expect(codesOf(reused)).toEqual(['BAD_USER_INPUT']);
    expect((reused.errors![0]!.extensions!.fieldErrors as Record<string, string[]>).email?.[0]).toBe(
      'This password reset token is invalid.',
    );
  });
});

describe('telegramLogin', () => {
  const TELEGRAM = /* GraphQL */ `
    mutation ($payload: TelegramLoginInput!) {
      telegramLogin(payload: $payload) {
        token
        user {
          email
          telegramSubscription {
            telegramId
          }
        }
      }
    }
  `;

  /** Signs like Telegram's Login Widget: HMAC-SHA256 over the sorted `key=value` lines, key = SHA256(bot token). */
  function sign(fields: Record<string, string | number>): string {
    const checkString = Object.keys(fields)
      .sort()
      .map((key) => `${key}=${fields[key]}`)
      .join('\n');
    const secret = createHash('sha256').update(BOT_TOKEN).digest();
    return createHmac('sha256', secret).update(checkString).digest('hex');
  }

  it('logs in a subscribed member with a correctly signed payload (only the given fields)', async () => {
    const authDate = Math.floor(Date.now() / 1000);
    const fields = { id: 100000001, first_name: 'Demo', username: 'demo_user', auth_date: authDate };
    const payload = {
      id: '100000001',
      firstName: 'Demo',
      username: 'demo_user',
      authDate,
      hash: sign(fields),
    };
    const result = await gql<{ telegramLogin: { token: string; user: { email: string } } }>(
      gateway.url,
      TELEGRAM,
      { variables: { payload } },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.telegramLogin.user.email).toBe('user@example.com');
    const me = await gql<{ me: { email: string } }>(gateway.url, ME, {
      token: result.data!.telegramLogin.token,
    });
    expect(me.data!.me.email).toBe('user@example.com');
  });

  it('rejects a bad hash with fieldErrors.hash', async () => {
    const authDate = Math.floor(Date.now() / 1000);
    const payload = {
      id: '100000001',
      firstName: 'Mallory',
      authDate,
      hash: sign({ id: 100000001, auth_date: authDate }),
    };
    const result = await gql(gateway.url, TELEGRAM, { variables: { payload }, language: 'en' });
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors![0]!.extensions!.fieldErrors).toHaveProperty('hash');
  });

  it('rejects an unknown Telegram id with fieldErrors.id', async () => {
    const authDate = Math.floor(Date.now() / 1000);
    const fields = { id: 999999999, auth_date: authDate };
    const payload = { id: '999999999', authDate, hash: sign(fields) };
    const result = await gql(gateway.url, TELEGRAM, { variables: { payload }, language: 'en' });
    expect(codesOf(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors![0]!.extensions!.fieldErrors).toHaveProperty('id');
  });
});
