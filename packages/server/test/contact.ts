/** A message the contact rules accept, for the tests of the JSON route and the form route. */
export const validContactMessage = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  message: 'I would like a quote for an oak dining table.',
};

/** The rate limits of a test app that takes `contactPoints` messages from one address. */
export const contactRateLimits = (contactPoints: number) => ({
  loginFailuresPerEmail: { points: 100, durationSeconds: 60 },
  loginFailuresPerIp: { points: 100, durationSeconds: 60 },
  contactPerIp: { points: contactPoints, durationSeconds: 600 },
});
