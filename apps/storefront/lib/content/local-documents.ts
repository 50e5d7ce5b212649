// The local content documents (apps/storefront/content/*.json). Listed explicitly so they are
// bundled with the server build and a missing file fails the type check, not a page at runtime.
import announcement from '@/content/announcement.json';
import promoBannerHospitality from '@/content/promo_banner.hospitality.json';
import promoBannerSeniorLiving from '@/content/promo_banner.senior-living.json';
import reviewsInspirationMosaicHospitality from '@/content/reviews_inspiration_mosaic.hospitality.json';
import reviewsInspirationMosaicSeniorLiving from '@/content/reviews_inspiration_mosaic.senior-living.json';
import categoryLandingPageSeatingLoungeChairs from '@/content/category_landing_page.seating--lounge-chairs.json';
import cmsNav from '@/content/cms_nav.json';
import downloadSchemeSpecs from '@/content/download_scheme_specs.json';
import gallery from '@/content/gallery.json';
import whereToBuy from '@/content/where-to-buy.json';
import blogHome from '@/content/blog_home.json';
import blogPostChoosingPerformanceFabrics from '@/content/blog_post.choosing-performance-fabrics.json';
import blogPostPlanningASeniorDiningRoom from '@/content/blog_post.planning-a-senior-dining-room.json';
import blogPostLeadTimesForContractOrders from '@/content/blog_post.lead-times-for-contract-orders.json';
import projectsHome from '@/content/projects_home.json';
import projectPostHarborHotelLobby from '@/content/project_post.harbor-hotel-lobby.json';
import projectPostMapleCommonsDining from '@/content/project_post.maple-commons-dining.json';
import projectPostRiversideSuites from '@/content/project_post.riverside-suites.json';
import dropdownSeniorDining from '@/content/dropdown_menu.senior-dining.json';
import dropdownTableOptions from '@/content/dropdown_menu.table-options.json';
import dropdownTables from '@/content/dropdown_menu.tables.json';
import footer from '@/content/footer.json';
import homepageHospitality from '@/content/homepage.hospitality.json';
import homepageSeniorLiving from '@/content/homepage.senior-living.json';
import megaSeating from '@/content/mega_menu_content.seating.json';
import megaSeniorLiving from '@/content/mega_menu_content.senior-living.json';
import navHospitality from '@/content/nav_bar.hospitality.json';
import navSeniorLiving from '@/content/nav_bar.senior-living.json';
import pageCareAndCleaning from '@/content/page.care-and-cleaning.json';
import translation from '@/content/translation.json';
import { asContentDocument } from './local';
import type { ContentDocument } from './types';

const files: Record<string, unknown> = {
  'announcement.json': announcement,
  'promo_banner.hospitality.json': promoBannerHospitality,
  'promo_banner.senior-living.json': promoBannerSeniorLiving,
  'reviews_inspiration_mosaic.hospitality.json': reviewsInspirationMosaicHospitality,
  'reviews_inspiration_mosaic.senior-living.json': reviewsInspirationMosaicSeniorLiving,
  'category_landing_page.seating--lounge-chairs.json': categoryLandingPageSeatingLoungeChairs,
  'cms_nav.json': cmsNav,
  'download_scheme_specs.json': downloadSchemeSpecs,
  'gallery.json': gallery,
  'where-to-buy.json': whereToBuy,
  'blog_home.json': blogHome,
  'blog_post.choosing-performance-fabrics.json': blogPostChoosingPerformanceFabrics,
  'blog_post.planning-a-senior-dining-room.json': blogPostPlanningASeniorDiningRoom,
  'blog_post.lead-times-for-contract-orders.json': blogPostLeadTimesForContractOrders,
  'projects_home.json': projectsHome,
  'project_post.harbor-hotel-lobby.json': projectPostHarborHotelLobby,
  'project_post.maple-commons-dining.json': projectPostMapleCommonsDining,
  'project_post.riverside-suites.json': projectPostRiversideSuites,
  'dropdown_menu.senior-dining.json': dropdownSeniorDining,
  'dropdown_menu.table-options.json': dropdownTableOptions,
  'dropdown_menu.tables.json': dropdownTables,
  'footer.json': footer,
  'homepage.hospitality.json': homepageHospitality,
  'homepage.senior-living.json': homepageSeniorLiving,
  'mega_menu_content.seating.json': megaSeating,
  'mega_menu_content.senior-living.json': megaSeniorLiving,
  'nav_bar.hospitality.json': navHospitality,
  'nav_bar.senior-living.json': navSeniorLiving,
  'page.care-and-cleaning.json': pageCareAndCleaning,
  'translation.json': translation,
};

export const localDocuments: readonly ContentDocument[] = Object.entries(files).map(
  ([name, json]) => asContentDocument(json, name),
);
