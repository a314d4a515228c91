import { useId, useState, type FormEvent } from 'react';
import { getShellConfig } from '../../app/runtime-config';
import { navigateFullPage } from '../../app/full-page-navigation';
import { mainSiteSearchUrl } from './main-site-search';
import { errorMessages } from './messages';
import { Button } from '@port/shared/ui/button';
import { searchFormStyle, searchInputStyle } from './error-page-styles';

/** Spec §2 404 search: sends the text to the main site's search; empty text does nothing (§5). */
export function NotFoundSearch() {
  const inputId = useId();
  const [text, setText] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = mainSiteSearchUrl(getShellConfig().mainSiteUrl, text);
    if (url) navigateFullPage(url);
  };

  return (
    <form role="search" onSubmit={onSubmit} css={searchFormStyle}>
      <label htmlFor={inputId}>{errorMessages.searchLabel}</label>
      <input
        id={inputId}
        type="search"
        value={text}
        placeholder={errorMessages.searchPlaceholder}
        onChange={(event) => setText(event.target.value)}
        css={searchInputStyle}
      />
      <Button type="submit">{errorMessages.searchButton}</Button>
    </form>
  );
}
