import { createContext, useContext } from 'react';

/** How the enclosing SearchBar lays out its fields, for fields that adapt to it (TextFilter). */
export const SearchBarLayout = createContext<{ compact: boolean }>({ compact: false });

export const useSearchBarLayout = () => useContext(SearchBarLayout);
