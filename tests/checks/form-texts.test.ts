import { describe, expect, it } from 'vitest';
import type { RuleKey } from '../../common/form-rules.ts';
import { RULE_MESSAGES } from '../../server/forms/rules.ts';
import { messages } from '../../server/i18n/messages.ts';
import zh from '../../site/src/i18n/zh_CN/forms.json' with { type: 'json' };
import en from '../../site/src/i18n/en_US/forms.json' with { type: 'json' };

/** The site shows `forms:error.<rule key>`; the server answers the same failure with RULE_MESSAGES[key]: one text per language. */
describe('form texts match the server’s (server/i18n/messages.ts)', () => {
  it.each(Object.entries(RULE_MESSAGES) as [RuleKey, keyof (typeof messages)['en_US']][])('%s', (ruleKey, serverKey) => {
    expect(en.error[ruleKey]).toBe(messages.en_US[serverKey]);
    expect(zh.error[ruleKey]).toBe(messages.zh_CN[serverKey]);
  });
  it('success texts (SPEC §8)', () => {
    expect(en.success).toEqual({
      resume: messages.en_US['forms.resumeSuccess'],
      enquiry: messages.en_US['forms.enquirySuccess'],
      salesRequest: messages.en_US['forms.salesSuccess'],
    });
    expect(zh.success).toEqual({
      resume: messages.zh_CN['forms.resumeSuccess'],
      enquiry: messages.zh_CN['forms.enquirySuccess'],
      salesRequest: messages.zh_CN['forms.salesSuccess'],
    });
    expect(en.success.resume).toBe('Successfully');
  });
});
