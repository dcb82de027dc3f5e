/**
 * The Swiper engine of the carousel, loaded with a dynamic import() once the carousel is near the viewport or the
 * browser is idle, so it is a chunk of its own and not part of the page's first-load JavaScript.
 */
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';

export { Swiper };
export const modules = [Autoplay];
