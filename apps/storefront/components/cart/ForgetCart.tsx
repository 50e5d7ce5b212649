'use client';
// Rendered when the stored cart id failed every read: drops the cookie (only an action may write
// cookies; a page render cannot), so the next add starts a new cart.
import { useEffect } from 'react';
import { forgetCartAction } from './actions';

export function ForgetCart() {
  useEffect(() => {
    void forgetCartAction();
  }, []);
  return null;
}
