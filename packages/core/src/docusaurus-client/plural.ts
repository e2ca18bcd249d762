import { useMemo } from 'react';
import { i18n } from './site.js';

const order = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The locale's plural categories in Docusaurus's order (`zero` … `other`) and its rule. */
function pluralForms(locale: string) {
  try {
    const rules = new Intl.PluralRules(locale);
    const forms = [...rules.resolvedOptions().pluralCategories].sort(
      (a, b) => order.indexOf(a) - order.indexOf(b),
    );
    return { locale, forms: forms as string[], select: (count: number) => rules.select(count) as string };
  } catch {
    return {
      locale: 'en',
      forms: ['one', 'other'],
      select: (count: number) => (count === 1 ? 'one' : 'other'),
    };
  }
}

/**
 * `usePluralForm()` of `@docusaurus/theme-common`: `selectMessage(count, 'one|other')` picks the
 * `|`-separated part of the locale's plural category for `count` (the last part when there are fewer).
 */
export function usePluralForm() {
  return useMemo(() => {
    const plural = pluralForms(i18n.currentLocale);
    return {
      selectMessage(count: number, messages: string): string {
        const parts = messages.split('|');
        if (parts.length === 1) return parts[0] as string;
        if (parts.length > plural.forms.length)
          console.error(
            `usePluralForm: "${messages}" has ${parts.length} forms; locale ${plural.locale} has ${plural.forms.length} (${plural.forms.join(', ')})`,
          );
        const index = plural.forms.indexOf(plural.select(count));
        return parts[Math.min(index, parts.length - 1)] as string;
      },
    };
  }, []);
}
