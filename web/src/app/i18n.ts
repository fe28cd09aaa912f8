import { addTexts } from '../i18n';
import { FEATURES } from './features';

// Each feature's texts as its own namespace, before the first screen renders.
for (const feature of FEATURES) addTexts(feature.texts);
