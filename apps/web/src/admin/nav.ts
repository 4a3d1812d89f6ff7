import {
  IconBook2,
  IconBuildingHospital,
  IconCalendarEvent,
  IconCategory,
  IconDashboard,
  IconFlask,
  IconHistory,
  IconNews,
  IconReceipt2,
  IconSeo,
  IconUsers,
  type Icon,
} from "@tabler/icons-react";

/** Admin sections in sidebar order (SPEC route list: /admin/…). Paths are relative to /admin. */
export const ADMIN_SECTIONS: { path: string; label: string; description: string; icon: Icon }[] = [
  { path: "dashboard", label: "Dashboard", description: "Today's bookings, booked value and activity at a glance.", icon: IconDashboard },
  { path: "bookings", label: "Bookings", description: "Manage and track all test bookings", icon: IconCalendarEvent },
  { path: "tests", label: "Tests", description: "Manage the test catalogue.", icon: IconFlask },
  { path: "labs", label: "Labs", description: "Manage partner labs.", icon: IconBuildingHospital },
  { path: "categories", label: "Categories", description: "Manage test categories.", icon: IconCategory },
  { path: "offers", label: "Offers & Price Lists", description: "Prices of each test at each lab, and price-list imports.", icon: IconReceipt2 },
  { path: "users", label: "Users", description: "Manage users and admin roles.", icon: IconUsers },
  { path: "blog-posts", label: "Blog Posts", description: "Manage your blog posts and resources", icon: IconNews },
  { path: "resources", label: "Resources", description: "Health resources listed on the Blog & Resources page.", icon: IconBook2 },
  { path: "seo", label: "SEO", description: "Search-engine settings for the site and each page.", icon: IconSeo },
  { path: "audit-log", label: "Audit log", description: "Every change made in the admin console.", icon: IconHistory },
];
