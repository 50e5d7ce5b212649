'use client';
// Rendered when the stored compare list uid names no list this visitor may use: drops the cookie
// (only an action may write cookies; a page render cannot).
import { useEffect } from 'react';
import { forgetCompareAction } from './actions';

export function ForgetCompare() {
  useEffect(() => {
    void forgetCompareAction();
  }, []);
  return null;
}
