// @vitest-environment happy-dom
// The studio's Messages tab with a language chosen (issue 27): each translation beside its English
// text, written in its own direction, a filter for the missing ones, edits reported by key.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MessagesEditor } from '../../studio/messages-editor';

afterEach(cleanup);

const MESSAGES = { 'ui.a.title': 'Welcome to {brand}', 'ui.a.submit': 'LOG IN', 'ui.a.help': 'Forgot your password?' };
const props = {
  messages: MESSAGES,
  issues: [],
  places: new Map<string, string[]>(),
  sceneLabel: (id: string) => id,
  onEdit: () => undefined,
  onShowScene: () => undefined,
};

describe('the Messages tab with a translation', () => {
  it('shows each translation beside its English text, right to left for Arabic, and sends edits by key', () => {
    const onEditTranslation = vi.fn();
    render(
      <MessagesEditor
        {...props}
        translation={{
          locale: 'ar',
          file: 'flows/locales/ar.json',
          dir: 'rtl',
          messages: { 'ui.a.title': 'مرحبًا بك في {brand}', 'ui.a.submit': 'تسجيل الدخول' },
        }}
        onEditTranslation={onEditTranslation}
      />,
    );
    const title = screen.getByLabelText<HTMLTextAreaElement>('ar', { selector: '#message-ui\\.a\\.title-ar' });
    expect(title.value).toBe('مرحبًا بك في {brand}');
    expect(title.dir).toBe('rtl');
    expect(screen.getByLabelText<HTMLTextAreaElement>(/ar \(missing/).value).toBe('');
    fireEvent.change(title, { target: { value: 'أهلًا بك في {brand}' } });
    expect(onEditTranslation).toHaveBeenCalledWith('ui.a.title', 'أهلًا بك في {brand}');
  });

  it('filters the texts that have no translation', () => {
    render(
      <MessagesEditor
        {...props}
        translation={{ locale: 'de', file: 'flows/locales/de.json', dir: 'ltr', messages: { 'ui.a.title': 'Willkommen bei {brand}' } }}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByLabelText(/Only texts without a de translation \(2\)/));
    expect(screen.getAllByRole('listitem').map((li) => li.querySelector('code')?.textContent)).toEqual(['ui.a.submit', 'ui.a.help']);
  });

  it('shows English alone when no language is chosen', () => {
    render(<MessagesEditor {...props} />);
    expect(screen.queryByLabelText(/Only texts without/)).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
  });
});
