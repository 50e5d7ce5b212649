// The part of braintree-web's client module the payment step uses (the package ships no types).
declare module 'braintree-web/client' {
  export interface BraintreeClient {
    request(options: {
      endpoint: string;
      method: 'get' | 'post';
      data?: Record<string, unknown>;
    }): Promise<Record<string, unknown>>;
    teardown(): Promise<void>;
  }
  export function create(options: { authorization: string }): Promise<BraintreeClient>;
}
