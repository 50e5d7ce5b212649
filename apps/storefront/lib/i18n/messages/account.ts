// Sign-in, registration, confirmation, password reset and session texts.
export const accountMessages = {} as const;
