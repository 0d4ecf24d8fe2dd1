import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { CategoryPage } from '../CategoryPage/CategoryPage';
import { SearchPage } from '../SearchPage/SearchPage';
import { WIDGET_NOT_CONFIGURED_MESSAGE } from './WidgetNotConfigured';

afterEach(cleanup);

it('names the search page and the category page when they are what is missing the provider', () => {
  render(
    <>
      <SearchPage />
      <CategoryPage />
    </>,
  );
  expect(
    screen.getByText('The search page is not configured. Wrap your app in a WidgetProvider.'),
  ).toBeInTheDocument();
  expect(
    screen.getByText('The category page is not configured. Wrap your app in a WidgetProvider.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(WIDGET_NOT_CONFIGURED_MESSAGE)).toBeNull();
});
