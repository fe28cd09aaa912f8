import { createContext, useContext } from 'react';
import type { FooterLink } from './feature';

/** The features' public screens worth finding without an account (provided by the app, which knows the features). */
export const VisitorLinksContext = createContext<readonly FooterLink[]>([]);

export const useVisitorLinks = (): readonly FooterLink[] => useContext(VisitorLinksContext);
