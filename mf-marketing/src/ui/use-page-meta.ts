import { useEffect } from 'react';

const SITE_NAME = 'ITAM';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/**
 * Sets the document title and meta description while the page shows (search results and
 * shared links read them) and puts the previous ones back when it goes.
 */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    const tag = descriptionTag();
    const previous = { title: document.title, description: tag.content };
    document.title = `${title} | ${SITE_NAME}`;
    tag.content = description;
    return () => {
      document.title = previous.title;
      tag.content = previous.description;
    };
  }, [title, description]);
}
