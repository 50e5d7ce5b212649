import { describe, expect, it } from 'vitest';
import {
  configurableValueUid,
  customOptionValueUid,
  decodeIdUid,
  decodeUid,
  encodeUid,
} from './ids.js';

describe('uids', () => {
  it('encodes entity ids as base64 like Magento', () => {
    expect(encodeUid(1)).toBe('MQ==');
    expect(decodeIdUid('MQ==')).toBe(1);
  });
  it('encodes option value uids with their type path', () => {
    expect(Buffer.from(configurableValueUid(93, 52), 'base64').toString()).toBe(
      'configurable/93/52',
    );
    expect(Buffer.from(customOptionValueUid(3, 7), 'base64').toString()).toBe('custom-option/3/7');
  });
  it('rejects malformed or non-numeric uids', () => {
    expect(decodeUid('not base64!')).toBeNull();
    expect(decodeIdUid(encodeUid('abc'))).toBeNull();
    expect(decodeIdUid(encodeUid('0'))).toBeNull();
  });
});
