import { msg } from '@lingui/core/macro';
import { messages as ar } from '#locales/ar/widget-search.po';
import { messages as en } from '#locales/en/widget-search.po';
import { dictionary } from '#widgets/shared/i18n.ts';

export const searchMessages = dictionary(
  { en, ar },
  {
    // Its Arabic speaks to the visitor of an agency's site, so it has a context of its own.
    title: msg({ message: 'Find your university in Europe', context: 'embed widget' }),
    searchLabel: msg`Search universities`,
    placeholder: msg`Name, city or programme`,
    search: msg`Search`,
    country: msg`Country`,
    allCountries: msg`All countries`,
    specialty: msg`Specialty`,
    allSpecialties: msg`All specialties`,
    total: msg({ message: '{total} universities found' }),
    totalAtLeast: msg({ message: '{total}+ universities found' }),
    place: msg({ message: '{city}, {country}' }),
    programmes: msg({ message: '{count} programmes' }),
    more: msg({ message: '+{count} more' }),
    previous: msg`Previous`,
    next: msg`Next`,
    page: msg({ message: 'Page {page} of {pages}' }),
    pageOfAtLeast: msg({ message: 'Page {page} of {pages}+' }),
    pagination: msg`Result pages`,
    empty: msg`No universities found`,
    emptyHint: msg`Try another search or remove a filter.`,
    loadError: msg`Error loading universities`,
    loadErrorHint: msg`There was an error loading the universities. Please try again later.`,
    retry: msg`Try again`,
    didYouMean: msg`Did you mean:`,
    checkEligibility: msg`Check your eligibility`,
    rankedByCheck: msg`Ranked by your eligibility`,
    // What a type-ahead suggestion is.
    city: msg`City`,
    field: msg`Field of study`,
    university: msg`University`,
    programme: msg`Programme`,
    leftOut: msg({ message: 'No university matches every word, so these were left out: {words}' }),
  },
);
