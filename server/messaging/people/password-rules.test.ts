import { describe, expect, it } from 'vitest';
import { generatePassword } from './accounts.ts';
import { PASSWORD_MIN_LENGTH, passwordProblem, passwordProblemText } from './password-rules.ts';

describe('staff password rules', () => {
  it('accepts long, uncommon passwords', () => {
    expect(passwordProblem('Tide-Lantern-42-Harbour', 'support_2')).toBeNull();
    expect(passwordProblem('海运客服密码安全很重要2024', 'support_2')).toBeNull();
    expect(passwordProblem('x'.repeat(190) + 'abcdefghij', 'support_2')).toBeNull();
  });

  it('refuses short, long, simple and common passwords', () => {
    expect(passwordProblem('correct horse', 'support_2')).toBeNull();
    expect(passwordProblem('Sh0rt!pass', 'u1')?.key).toBe('im.password.tooShort');
    expect(passwordProblem('a'.repeat(201), 'u1')?.key).toBe('im.password.tooLong');
    expect(passwordProblem('aaaaaaaaaaaaaaaa', 'u1')?.key).toBe('im.password.tooSimple');
    expect(passwordProblem('abababababab', 'u1')?.key).toBe('im.password.tooSimple');
    for (const common of [
      'password1234',
      'Password2024!',
      'qwertyuiop12',
      '123456789012',
      'abcdefghijkl',
      'abcdeabcdeabcde',
      '!!Welcome123',
      'Sealink123456',
    ])
      expect(passwordProblem(common, 'u1')?.key, common).toBe('im.password.common');
  });

  it('refuses a password containing the user ID, in any case', () => {
    expect(passwordProblem('my-Support_2-is-great', 'support_2')?.key).toBe('im.password.containsUserId');
    expect(passwordProblem('zq9wv-lake-harbour', 'Lake')?.key).toBe('im.password.containsUserId');
  });

  it('says what is wrong in both languages', () => {
    const problem = passwordProblem('short', 'u1')!;
    expect(passwordProblemText('en_US', problem)).toBe(`The password must have at least ${PASSWORD_MIN_LENGTH} characters`);
    expect(passwordProblemText('zh_CN', problem)).toBe(`密码至少需要 ${PASSWORD_MIN_LENGTH} 个字符`);
  });

  it('generated first passwords always pass', () => {
    for (let i = 0; i < 500; i++) {
      expect(passwordProblem(generatePassword('sealink_service'), 'sealink_service')).toBeNull();
      expect(passwordProblem(generatePassword('abc'), 'abc')).toBeNull();
    }
  });
});
