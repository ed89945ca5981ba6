// What a town page needs to be worth publishing, enforced alike by the admin form and the API: its
// heading and introduction, and a title and description for search results.
export const requiredLocationPageFields = ['main_heading', 'main_paragraph', 'meta_title', 'meta_description'] as const;

// An introduction shorter than this (as text, without tags) makes a thin page search engines ignore.
export const locationIntroMinChars = 40;
