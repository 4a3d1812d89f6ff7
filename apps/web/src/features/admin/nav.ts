import {
  IconBook2,
  IconBuildingHospital,
  IconCalendarEvent,
  IconCalendarTime,
  IconCategory,
  IconDashboard,
  IconFlask,
  IconHistory,
  IconMail,
  IconNews,
  IconReceipt2,
  IconSeo,
  IconSettings,
  IconShieldHeart,
  IconUsers,
  type Icon,
} from "@tabler/icons-react";

/**
 * Admin sections in sidebar order, each a route under /admin/. Paths are relative to /admin.
 * `labStaff`: lab staff see the section too (their labs only; Insurance read-only); every other
 * section is for admins.
 */
export const ADMIN_SECTIONS: {
  path: string;
  label: string;
  description: string;
  icon: Icon;
  labStaff?: boolean;
}[] = [
  {
    path: "dashboard",
    label: "Dashboard",
    description: "Today's bookings, booked value and activity at a glance.",
    icon: IconDashboard,
  },
  {
    path: "bookings",
    label: "Bookings",
    description: "Manage and track all test bookings",
    icon: IconCalendarEvent,
    labStaff: true,
  },
  {
    path: "day-view",
    label: "Day view",
    description: "A lab's slots of one day with the places used.",
    icon: IconCalendarTime,
    labStaff: true,
  },
  { path: "tests", label: "Tests", description: "Manage the test catalogue.", icon: IconFlask },
  { path: "labs", label: "Labs", description: "Manage partner labs.", icon: IconBuildingHospital },
  { path: "categories", label: "Categories", description: "Manage test categories.", icon: IconCategory },
  {
    path: "offers",
    label: "Offers & Price Lists",
    description: "Prices of each test at each lab, and price-list imports.",
    icon: IconReceipt2,
  },
  {
    path: "insurance",
    label: "Insurance",
    description: "Insurers, their plans' terms and each plan's network of labs.",
    icon: IconShieldHeart,
    labStaff: true,
  },
  { path: "users", label: "Users", description: "Manage users and admin roles.", icon: IconUsers },
  {
    path: "blog-posts",
    label: "Blog Posts",
    description: "Manage your blog posts and resources",
    icon: IconNews,
  },
  {
    path: "resources",
    label: "Resources",
    description: "Health resources listed on the Blog & Resources page.",
    icon: IconBook2,
  },
  {
    path: "seo",
    label: "SEO",
    description: "Search-engine settings for the site and each page.",
    icon: IconSeo,
  },
  {
    path: "emails",
    label: "Emails",
    description: "Every email the site sends, with its delivery status.",
    icon: IconMail,
  },
  {
    path: "site-settings",
    label: "Site settings",
    description: "Contact details, social links and testimonials.",
    icon: IconSettings,
  },
  {
    path: "audit-log",
    label: "Audit log",
    description: "Every change made in the admin console.",
    icon: IconHistory,
  },
];

/** The sections a user sees: every one for an admin, the lab operations and Insurance for lab staff. */
export function sectionsFor(user: { isAdmin: boolean }) {
  return ADMIN_SECTIONS.filter((s) => user.isAdmin || s.labStaff);
}

/** The console's home: the dashboard for admins, the bookings for lab staff. */
export function adminHome(user: { isAdmin: boolean }): string {
  return user.isAdmin ? "/admin/dashboard" : "/admin/bookings";
}
