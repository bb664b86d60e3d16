import Type from 'typebox';
import { endpoint } from '../define.ts';
import { DateTime, Empty } from '../primitives.ts';

const Phone = Type.String({ pattern: '^1\\d{10}$', description: 'mainland mobile number, 11 digits' });

/** Not shown in the specification; needed by /login and /register (see docs/decisions.md). */
export const auth = {
  login: endpoint({
    method: 'POST',
    path: '/api/user/login',
    summary: 'Log in with account and password; returns a session token',
    access: 'public',
    kind: 'json',
    body: Type.Object(
      {
        account: Type.String({ minLength: 1, maxLength: 64 }),
        password: Type.String({ minLength: 1, maxLength: 128 }),
      },
      { additionalProperties: false },
    ),
    response: Type.Object({ token: Type.String(), expireAt: DateTime }),
  }),
  sendCode: endpoint({
    method: 'POST',
    path: '/api/user/sendCode',
    summary: 'Send an SMS verification code (recorded as event type 3)',
    access: 'public',
    kind: 'json',
    body: Type.Object({ phone: Phone }, { additionalProperties: false }),
    response: Type.Object({
      expiresInSeconds: Type.Integer(),
      debugCode: Type.Optional(Type.String({ description: 'mock server only: the code that was "sent"' })),
    }),
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/user/register',
    summary: 'Register by phone with an SMS code; returns a session token',
    access: 'public',
    kind: 'json',
    body: Type.Object(
      {
        phone: Phone,
        code: Type.String({ pattern: '^\\d{6}$' }),
        password: Type.String({ minLength: 6, maxLength: 128 }),
        name: Type.String({ minLength: 1, maxLength: 32 }),
        company: Type.Optional(Type.String({ maxLength: 64 })),
      },
      { additionalProperties: false },
    ),
    response: Type.Object({ token: Type.String(), expireAt: DateTime }),
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/user/logout',
    summary: 'End the current session',
    access: 'user',
    kind: 'json',
    response: Empty,
  }),
} as const;
