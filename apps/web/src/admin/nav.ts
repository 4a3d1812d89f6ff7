import {
  IconBuildingHospital,
  IconCalendarEvent,
  IconCategory,
  IconDashboard,
  IconFlask,
  IconNews,
  IconSeo,
  IconUsers,
  type Icon,
} from "@tabler/icons-react";

/** Admin sections (SPEC route list: /admin/…). Paths are relative to /admin. */
export const ADMIN_SECTIONS: { path: string; label: string; description: string; icon: Icon }[] = [
  { path: "dashboard", label: "Dashboard", description: "Overview of bookings and activity.", icon: IconDashboard },
  { path: "tests", label: "Tests", description: "Manage the test catalogue and prices.", icon: IconFlask },
  { path: "labs", label: "Labs", description: "Manage partner labs.", icon: IconBuildingHospital },
  { path: "categories", label: "Categories", description: "Manage test categories.", icon: IconCategory },
  { path: "users", label: "Users", description: "Manage users and admin roles.", icon: IconUsers },
  { path: "bookings", label: "Bookings", description: "Manage and track all test bookings", icon: IconCalendarEvent },
  { path: "blog-posts", label: "Blog Posts", description: "Manage your blog posts and resources", icon: IconNews },
  { path: "seo", label: "SEO", description: "Search-engine settings for the site and each page.", icon: IconSeo },
];
