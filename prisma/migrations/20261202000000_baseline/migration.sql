-- The whole schema as one migration: what the earlier migrations listed in replaces.txt built, in
-- PostgreSQL's own dump form (packages/db/src/migrate.ts records this one as applied, without running
-- it, on a database that has all of them). Tables, keys and indexes follow prisma/schema.prisma (the
-- migrations test checks there is no drift); the functions and triggers are hand-written, because
-- Prisma does not model them.

-- Trigram matching for typo-tolerant search (the gin_trgm_ops indexes below).

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- Types

CREATE TYPE "BookingStatus" AS ENUM (
    'pending',
    'confirmed',
    'completed',
    'cancelled',
    'no_show'
);

CREATE TYPE "CancelledBy" AS ENUM (
    'patient',
    'lab'
);

CREATE TYPE "CollectionMode" AS ENUM (
    'lab_visit',
    'home_collection'
);

CREATE TYPE "EmailTokenPurpose" AS ENUM (
    'verify_email',
    'reset_password',
    'change_email'
);

CREATE TYPE "NotificationStatus" AS ENUM (
    'queued',
    'sending',
    'sent',
    'failed',
    'cancelled'
);

CREATE TYPE "ObservationFlag" AS ENUM (
    'L',
    'N',
    'H',
    'LL',
    'HH',
    'A'
);

CREATE TYPE "PaymentMethod" AS ENUM (
    'self_pay',
    'insurance'
);

CREATE TYPE "PersonRelation" AS ENUM (
    'self',
    'child',
    'parent',
    'spouse',
    'other'
);

CREATE TYPE "ReportSource" AS ENUM (
    'lab',
    'patient'
);

CREATE TYPE "ReportStatus" AS ENUM (
    'final',
    'amended'
);

CREATE TYPE "Role" AS ENUM (
    'admin',
    'lab_staff'
);

CREATE TYPE "SampleType" AS ENUM (
    'blood',
    'urine',
    'stool',
    'swab',
    'saliva',
    'semen'
);

CREATE TYPE "Sex" AS ENUM (
    'female',
    'male',
    'undisclosed'
);

-- Tables

CREATE TABLE audit_logs (
    id uuid NOT NULL,
    actor_id uuid,
    action text NOT NULL,
    entity text NOT NULL,
    entity_id text,
    before jsonb,
    after jsonb,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE basket_items (
    user_id uuid NOT NULL,
    test_id uuid NOT NULL,
    added_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE blog_posts (
    id uuid NOT NULL,
    title text NOT NULL,
    excerpt text NOT NULL,
    content text NOT NULL,
    author text NOT NULL,
    category text NOT NULL,
    image_url text,
    is_published boolean DEFAULT false NOT NULL,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE booking_items (
    id uuid NOT NULL,
    booking_id uuid NOT NULL,
    test_id uuid NOT NULL,
    price_aed numeric(10,2) NOT NULL,
    original_price_aed numeric(10,2),
    home_collection_fee_aed numeric(10,2)
);

CREATE TABLE booking_slot_usage (
    lab_id uuid NOT NULL,
    slot_date date NOT NULL,
    slot_time character varying(5) NOT NULL,
    collection_mode "CollectionMode" NOT NULL,
    booked integer DEFAULT 0 NOT NULL
);

CREATE TABLE bookings (
    id uuid NOT NULL,
    user_id uuid,
    lab_id uuid NOT NULL,
    scheduled_date date NOT NULL,
    scheduled_time character varying(5) NOT NULL,
    patient_name text NOT NULL,
    patient_email text NOT NULL,
    patient_phone text,
    notes text,
    status "BookingStatus" DEFAULT 'pending'::"BookingStatus" NOT NULL,
    collection_mode "CollectionMode" DEFAULT 'lab_visit'::"CollectionMode" NOT NULL,
    collection_address text,
    collection_emirate text,
    price_aed numeric(10,2) NOT NULL,
    home_collection_fee_aed numeric(10,2),
    total_aed numeric(10,2) NOT NULL,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    cancellation_reason text,
    cancelled_at timestamp(6) with time zone,
    cancelled_by "CancelledBy",
    idempotency_key uuid,
    reference character varying(12) NOT NULL,
    starts_at timestamp(6) with time zone NOT NULL,
    calendar_sequence integer DEFAULT 0 NOT NULL,
    idempotency_body_sha256 character(64),
    estimated_share_aed numeric(10,2),
    insurance_plan_id uuid,
    member_number character varying(30),
    payment_method "PaymentMethod" DEFAULT 'self_pay'::"PaymentMethod" NOT NULL,
    referral boolean DEFAULT false NOT NULL,
    family_member_id uuid,
    person_date_of_birth date,
    person_relation "PersonRelation" DEFAULT 'self'::"PersonRelation" NOT NULL,
    person_sex "Sex"
);

CREATE TABLE email_tokens (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    purpose "EmailTokenPurpose" NOT NULL,
    token_hash text NOT NULL,
    new_email text,
    expires_at timestamp(6) with time zone NOT NULL,
    used_at timestamp(6) with time zone,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE family_members (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    name character varying(120) NOT NULL,
    date_of_birth date NOT NULL,
    sex "Sex" NOT NULL,
    relation "PersonRelation" NOT NULL,
    consent_at timestamp(6) with time zone,
    archived_at timestamp(6) with time zone,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE insurance_plan_category_exclusions (
    plan_id uuid NOT NULL,
    category_id uuid NOT NULL
);

CREATE TABLE insurance_plan_test_exclusions (
    plan_id uuid NOT NULL,
    test_id uuid NOT NULL
);

CREATE TABLE insurance_plans (
    id uuid NOT NULL,
    insurer_id uuid NOT NULL,
    name text NOT NULL,
    name_ar text,
    slug text NOT NULL,
    active boolean DEFAULT true NOT NULL,
    copay_percent numeric(5,2) NOT NULL,
    copay_cap_per_visit_aed numeric(10,2),
    covers_home_collection boolean DEFAULT false NOT NULL,
    requires_referral boolean DEFAULT true NOT NULL,
    network_updated_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE insurers (
    id uuid NOT NULL,
    name text NOT NULL,
    name_ar text,
    slug text NOT NULL,
    is_demo boolean DEFAULT false NOT NULL,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE lab_booking_totals (
    lab_id uuid NOT NULL,
    bookings integer DEFAULT 0 NOT NULL,
    value_aed numeric(16,2) DEFAULT 0 NOT NULL
);

CREATE TABLE lab_closures (
    id uuid NOT NULL,
    lab_id uuid NOT NULL,
    date date NOT NULL,
    reason text NOT NULL
);

CREATE TABLE lab_plan_networks (
    lab_id uuid NOT NULL,
    plan_id uuid NOT NULL
);

CREATE TABLE lab_staff (
    user_id uuid NOT NULL,
    lab_id uuid NOT NULL
);

CREATE TABLE lab_test_offers (
    id uuid NOT NULL,
    lab_id uuid NOT NULL,
    test_id uuid NOT NULL,
    price_aed numeric(10,2) NOT NULL,
    original_price_aed numeric(10,2),
    home_collection_fee_aed numeric(10,2),
    turnaround_hours integer NOT NULL,
    active boolean DEFAULT true NOT NULL,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE labs (
    id uuid NOT NULL,
    name text NOT NULL,
    slug text NOT NULL,
    emirate text NOT NULL,
    area text NOT NULL,
    address text NOT NULL,
    phone text NOT NULL,
    accreditation text[] DEFAULT ARRAY[]::text[],
    home_collection boolean DEFAULT false NOT NULL,
    active boolean DEFAULT true NOT NULL,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    booking_horizon_days integer DEFAULT 60 NOT NULL,
    cancellation_cutoff_minutes integer DEFAULT 120 NOT NULL,
    home_collection_capacity integer DEFAULT 2 NOT NULL,
    home_collection_end character varying(5) DEFAULT '21:00'::character varying NOT NULL,
    home_collection_lead_minutes integer DEFAULT 240 NOT NULL,
    home_collection_start character varying(5) DEFAULT '07:00'::character varying NOT NULL,
    home_collection_window_minutes integer DEFAULT 120 NOT NULL,
    lab_visit_capacity integer DEFAULT 3 NOT NULL,
    lab_visit_lead_minutes integer DEFAULT 60 NOT NULL,
    latitude double precision,
    longitude double precision,
    service_emirates text[] DEFAULT ARRAY[]::text[],
    slot_minutes integer DEFAULT 15 NOT NULL,
    weekly_hours jsonb NOT NULL,
    auto_confirm boolean DEFAULT false NOT NULL,
    confirmation_minutes integer DEFAULT 120 NOT NULL,
    address_ar text,
    area_ar text,
    name_ar text
);

CREATE TABLE notifications (
    id uuid NOT NULL,
    recipient text NOT NULL,
    user_id uuid,
    booking_id uuid,
    template text NOT NULL,
    data jsonb NOT NULL,
    status "NotificationStatus" DEFAULT 'queued'::"NotificationStatus" NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    claimed_until timestamp(6) with time zone,
    last_error text,
    message_id text NOT NULL,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    sent_at timestamp(6) with time zone,
    claim_token uuid
);

CREATE TABLE observations (
    id uuid NOT NULL,
    report_id uuid NOT NULL,
    test_id uuid NOT NULL,
    loinc_code character varying(10),
    name character varying(200) NOT NULL,
    value_number numeric(18,6),
    value_text character varying(200),
    unit character varying(40),
    ref_low numeric(18,6),
    ref_high numeric(18,6),
    ref_text character varying(200),
    flag "ObservationFlag",
    effective_at timestamp(6) with time zone NOT NULL,
    "position" integer DEFAULT 0 NOT NULL
);

CREATE TABLE page_seo (
    id uuid NOT NULL,
    page_path text NOT NULL,
    title text NOT NULL,
    description text NOT NULL,
    keywords text,
    og_image text,
    canonical_url text,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE panel_components (
    panel_id uuid NOT NULL,
    component_id uuid NOT NULL
);

CREATE TABLE profiles (
    id uuid NOT NULL,
    first_name text,
    last_name text,
    phone text,
    updated_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    reminders_enabled boolean DEFAULT true NOT NULL,
    locale character varying(2) DEFAULT 'en'::character varying NOT NULL,
    insurance_member_number character varying(30),
    insurance_plan_id uuid,
    date_of_birth date,
    sex "Sex",
    CONSTRAINT profiles_locale_check CHECK (locale IN ('en', 'ar')) -- the site's languages (packages/domain/src/locale.ts)
);

CREATE TABLE reports (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    booking_id uuid,
    source "ReportSource" DEFAULT 'lab'::"ReportSource" NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    status "ReportStatus" DEFAULT 'final'::"ReportStatus" NOT NULL,
    superseded_at timestamp(6) with time zone,
    issued_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    uploaded_by_id uuid,
    external_lab_name character varying(200),
    note character varying(2000),
    file_key character varying(100),
    file_sha256 character(64),
    file_bytes integer,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    family_member_id uuid,
    critical boolean DEFAULT false NOT NULL,
    critical_acknowledged_at timestamp(6) with time zone,
    critical_acknowledged_by_id uuid
);

CREATE TABLE resources (
    id uuid NOT NULL,
    title text NOT NULL,
    category text NOT NULL,
    description text NOT NULL,
    link text NOT NULL,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE result_shares (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    family_member_id uuid,
    report_id uuid,
    token_sha256 character(64) NOT NULL,
    pin_hash text,
    expires_at timestamp(6) with time zone NOT NULL,
    revoked_at timestamp(6) with time zone,
    last_opened_at timestamp(6) with time zone,
    failed_pin_count integer DEFAULT 0 NOT NULL,
    locked_until timestamp(6) with time zone,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE retest_reminders (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    family_member_id uuid,
    test_id uuid NOT NULL,
    months integer NOT NULL,
    due_date date NOT NULL,
    send_at timestamp(6) with time zone NOT NULL,
    notification_id uuid,
    cancel_token_hash character(64) NOT NULL,
    cancelled_at timestamp(6) with time zone,
    sent_at timestamp(6) with time zone,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE search_words (
    word text NOT NULL
);

CREATE TABLE seo_settings (
    id integer DEFAULT 1 NOT NULL,
    site_title text NOT NULL,
    site_description text NOT NULL,
    default_og_image text,
    google_analytics_id text,
    updated_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE sessions (
    id text NOT NULL,
    user_id uuid NOT NULL,
    expires_at timestamp(6) with time zone NOT NULL,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    user_agent character varying(500),
    last_used_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE site_settings (
    id integer DEFAULT 1 NOT NULL,
    whatsapp_number text NOT NULL,
    phone text NOT NULL,
    email text NOT NULL,
    address text NOT NULL,
    social_links jsonb NOT NULL,
    testimonials jsonb NOT NULL,
    is_demo boolean DEFAULT false NOT NULL,
    updated_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    privacy_email text
);

CREATE TABLE stored_files (
    key character varying(100) NOT NULL,
    content_type character varying(100) NOT NULL,
    bytes bytea NOT NULL,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE test_booking_counts (
    test_id uuid NOT NULL,
    bookings integer DEFAULT 0 NOT NULL
);

CREATE TABLE test_categories (
    id uuid NOT NULL,
    name text NOT NULL,
    slug text NOT NULL,
    description text,
    icon text,
    sort_order integer DEFAULT 100 NOT NULL,
    active boolean DEFAULT true NOT NULL,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    description_ar text,
    name_ar text
);

CREATE TABLE tests (
    id uuid NOT NULL,
    name text NOT NULL,
    slug text NOT NULL,
    description text,
    category_id uuid,
    preparation_instructions text,
    result_time text,
    loinc_code text,
    sample_type "SampleType" DEFAULT 'blood'::"SampleType" NOT NULL,
    fasting_hours integer DEFAULT 0 NOT NULL,
    synonyms text[] DEFAULT ARRAY[]::text[],
    is_panel boolean DEFAULT false NOT NULL,
    active boolean DEFAULT true NOT NULL,
    search_text text DEFAULT ''::text NOT NULL,
    search_vector tsvector,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    fastest_turnaround_hours integer,
    highest_price_aed numeric(10,2),
    lowest_original_price_aed numeric(10,2),
    lowest_price_aed numeric(10,2),
    offer_count integer DEFAULT 0 NOT NULL,
    name_vector tsvector,
    match_keys text[] DEFAULT ARRAY[]::text[],
    description_ar text,
    name_ar text,
    preparation_instructions_ar text,
    synonyms_ar text[] DEFAULT ARRAY[]::text[]
);

CREATE TABLE uae_areas (
    id uuid NOT NULL,
    name text NOT NULL,
    emirate text NOT NULL,
    latitude double precision NOT NULL,
    longitude double precision NOT NULL,
    name_ar text
);

CREATE TABLE user_roles (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    role "Role" NOT NULL,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE users (
    id uuid NOT NULL,
    email text NOT NULL,
    password_hash text NOT NULL,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    email_verified_at timestamp(6) with time zone
);

-- Primary keys and unique constraints

ALTER TABLE ONLY audit_logs
    ADD CONSTRAINT audit_logs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY basket_items
    ADD CONSTRAINT basket_items_pkey PRIMARY KEY (user_id, test_id);

ALTER TABLE ONLY blog_posts
    ADD CONSTRAINT blog_posts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY booking_items
    ADD CONSTRAINT booking_items_pkey PRIMARY KEY (id);

ALTER TABLE ONLY booking_slot_usage
    ADD CONSTRAINT booking_slot_usage_pkey PRIMARY KEY (lab_id, slot_date, collection_mode, slot_time);

ALTER TABLE ONLY bookings
    ADD CONSTRAINT bookings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY email_tokens
    ADD CONSTRAINT email_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY family_members
    ADD CONSTRAINT family_members_pkey PRIMARY KEY (id);

ALTER TABLE ONLY insurance_plan_category_exclusions
    ADD CONSTRAINT insurance_plan_category_exclusions_pkey PRIMARY KEY (plan_id, category_id);

ALTER TABLE ONLY insurance_plan_test_exclusions
    ADD CONSTRAINT insurance_plan_test_exclusions_pkey PRIMARY KEY (plan_id, test_id);

ALTER TABLE ONLY insurance_plans
    ADD CONSTRAINT insurance_plans_pkey PRIMARY KEY (id);

ALTER TABLE ONLY insurers
    ADD CONSTRAINT insurers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lab_booking_totals
    ADD CONSTRAINT lab_booking_totals_pkey PRIMARY KEY (lab_id);

ALTER TABLE ONLY lab_closures
    ADD CONSTRAINT lab_closures_pkey PRIMARY KEY (id);

ALTER TABLE ONLY lab_plan_networks
    ADD CONSTRAINT lab_plan_networks_pkey PRIMARY KEY (lab_id, plan_id);

ALTER TABLE ONLY lab_staff
    ADD CONSTRAINT lab_staff_pkey PRIMARY KEY (user_id, lab_id);

ALTER TABLE ONLY lab_test_offers
    ADD CONSTRAINT lab_test_offers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY labs
    ADD CONSTRAINT labs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY notifications
    ADD CONSTRAINT notifications_pkey PRIMARY KEY (id);

ALTER TABLE ONLY observations
    ADD CONSTRAINT observations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY page_seo
    ADD CONSTRAINT page_seo_pkey PRIMARY KEY (id);

ALTER TABLE ONLY panel_components
    ADD CONSTRAINT panel_components_pkey PRIMARY KEY (panel_id, component_id);

ALTER TABLE ONLY profiles
    ADD CONSTRAINT profiles_pkey PRIMARY KEY (id);

ALTER TABLE ONLY reports
    ADD CONSTRAINT reports_pkey PRIMARY KEY (id);

ALTER TABLE ONLY resources
    ADD CONSTRAINT resources_pkey PRIMARY KEY (id);

ALTER TABLE ONLY result_shares
    ADD CONSTRAINT result_shares_pkey PRIMARY KEY (id);

ALTER TABLE ONLY retest_reminders
    ADD CONSTRAINT retest_reminders_pkey PRIMARY KEY (id);

ALTER TABLE ONLY search_words
    ADD CONSTRAINT search_words_pkey PRIMARY KEY (word);

ALTER TABLE ONLY seo_settings
    ADD CONSTRAINT seo_settings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY site_settings
    ADD CONSTRAINT site_settings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY stored_files
    ADD CONSTRAINT stored_files_pkey PRIMARY KEY (key);

ALTER TABLE ONLY test_booking_counts
    ADD CONSTRAINT test_booking_counts_pkey PRIMARY KEY (test_id);

ALTER TABLE ONLY test_categories
    ADD CONSTRAINT test_categories_pkey PRIMARY KEY (id);

ALTER TABLE ONLY tests
    ADD CONSTRAINT tests_pkey PRIMARY KEY (id);

ALTER TABLE ONLY uae_areas
    ADD CONSTRAINT uae_areas_pkey PRIMARY KEY (id);

ALTER TABLE ONLY user_roles
    ADD CONSTRAINT user_roles_pkey PRIMARY KEY (id);

ALTER TABLE ONLY users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

-- Indexes

CREATE INDEX audit_logs_created_at_idx ON audit_logs USING btree (created_at);

CREATE INDEX audit_logs_entity_entity_id_idx ON audit_logs USING btree (entity, entity_id);

CREATE INDEX blog_posts_is_published_created_at_idx ON blog_posts USING btree (is_published, created_at);

CREATE UNIQUE INDEX booking_items_booking_id_test_id_key ON booking_items USING btree (booking_id, test_id);

CREATE INDEX booking_items_test_id_idx ON booking_items USING btree (test_id);

CREATE INDEX bookings_created_at_status_total_aed_idx ON bookings USING btree (created_at, status, total_aed);

CREATE INDEX bookings_family_member_id_idx ON bookings USING btree (family_member_id);

CREATE INDEX bookings_insurance_plan_id_idx ON bookings USING btree (insurance_plan_id);

CREATE INDEX bookings_lab_id_starts_at_created_at_id_idx ON bookings USING btree (lab_id, starts_at, created_at, id);

CREATE INDEX bookings_patient_email_trgm_idx ON bookings USING gin (patient_email gin_trgm_ops);

CREATE INDEX bookings_patient_name_trgm_idx ON bookings USING gin (patient_name gin_trgm_ops);

CREATE INDEX bookings_patient_phone_idx ON bookings USING btree (patient_phone);

CREATE INDEX bookings_patient_phone_trgm_idx ON bookings USING gin (patient_phone gin_trgm_ops);

CREATE INDEX bookings_payment_method_starts_at_created_at_id_idx ON bookings USING btree (payment_method, starts_at, created_at, id);

CREATE UNIQUE INDEX bookings_reference_key ON bookings USING btree (reference);

CREATE INDEX bookings_reference_trgm_idx ON bookings USING gin (reference gin_trgm_ops);

CREATE INDEX bookings_starts_at_created_at_id_idx ON bookings USING btree (starts_at, created_at, id);

CREATE INDEX bookings_status_starts_at_created_at_id_idx ON bookings USING btree (status, starts_at, created_at, id);

CREATE UNIQUE INDEX bookings_user_id_idempotency_key_key ON bookings USING btree (user_id, idempotency_key);

CREATE INDEX bookings_user_id_starts_at_idx ON bookings USING btree (user_id, starts_at);

CREATE UNIQUE INDEX email_tokens_token_hash_key ON email_tokens USING btree (token_hash);

CREATE INDEX email_tokens_user_id_purpose_idx ON email_tokens USING btree (user_id, purpose);

CREATE INDEX family_members_user_id_created_at_idx ON family_members USING btree (user_id, created_at);

CREATE INDEX insurance_plans_insurer_id_idx ON insurance_plans USING btree (insurer_id);

CREATE UNIQUE INDEX insurance_plans_insurer_id_name_key ON insurance_plans USING btree (insurer_id, name);

CREATE UNIQUE INDEX insurance_plans_slug_key ON insurance_plans USING btree (slug);

CREATE UNIQUE INDEX insurers_name_key ON insurers USING btree (name);

CREATE UNIQUE INDEX insurers_slug_key ON insurers USING btree (slug);

CREATE UNIQUE INDEX lab_closures_lab_id_date_key ON lab_closures USING btree (lab_id, date);

CREATE INDEX lab_plan_networks_plan_id_idx ON lab_plan_networks USING btree (plan_id);

CREATE INDEX lab_staff_lab_id_idx ON lab_staff USING btree (lab_id);

CREATE UNIQUE INDEX lab_test_offers_lab_id_test_id_key ON lab_test_offers USING btree (lab_id, test_id);

CREATE INDEX lab_test_offers_price_aed_idx ON lab_test_offers USING btree (price_aed);

CREATE INDEX lab_test_offers_test_id_active_price_aed_idx ON lab_test_offers USING btree (test_id, active, price_aed);

CREATE INDEX labs_emirate_idx ON labs USING btree (emirate);

CREATE UNIQUE INDEX labs_name_key ON labs USING btree (name);

CREATE UNIQUE INDEX labs_slug_key ON labs USING btree (slug);

CREATE INDEX notifications_booking_id_idx ON notifications USING btree (booking_id);

CREATE INDEX notifications_created_at_idx ON notifications USING btree (created_at);

CREATE UNIQUE INDEX notifications_message_id_key ON notifications USING btree (message_id);

CREATE INDEX notifications_status_next_attempt_at_idx ON notifications USING btree (status, next_attempt_at);

CREATE INDEX notifications_user_id_idx ON notifications USING btree (user_id);

CREATE INDEX observations_report_id_position_idx ON observations USING btree (report_id, "position");

CREATE INDEX observations_test_id_idx ON observations USING btree (test_id);

CREATE UNIQUE INDEX page_seo_page_path_key ON page_seo USING btree (page_path);

CREATE INDEX profiles_insurance_plan_id_idx ON profiles USING btree (insurance_plan_id);

CREATE UNIQUE INDEX reports_booking_id_version_key ON reports USING btree (booking_id, version);

CREATE INDEX reports_critical_critical_acknowledged_at_superseded_at_iss_idx ON reports USING btree (critical, critical_acknowledged_at, superseded_at, issued_at);

CREATE INDEX reports_family_member_id_issued_at_idx ON reports USING btree (family_member_id, issued_at);

CREATE UNIQUE INDEX reports_file_key_key ON reports USING btree (file_key);

CREATE INDEX reports_user_id_issued_at_idx ON reports USING btree (user_id, issued_at);

CREATE INDEX result_shares_family_member_id_idx ON result_shares USING btree (family_member_id);

CREATE INDEX result_shares_report_id_idx ON result_shares USING btree (report_id);

CREATE UNIQUE INDEX result_shares_token_sha256_key ON result_shares USING btree (token_sha256);

CREATE INDEX result_shares_user_id_created_at_idx ON result_shares USING btree (user_id, created_at);

CREATE UNIQUE INDEX retest_reminders_cancel_token_hash_key ON retest_reminders USING btree (cancel_token_hash);

CREATE INDEX retest_reminders_family_member_id_idx ON retest_reminders USING btree (family_member_id);

CREATE UNIQUE INDEX retest_reminders_notification_id_key ON retest_reminders USING btree (notification_id);

CREATE INDEX retest_reminders_test_id_idx ON retest_reminders USING btree (test_id);

CREATE INDEX retest_reminders_user_id_family_member_id_idx ON retest_reminders USING btree (user_id, family_member_id);

CREATE INDEX search_words_word_trgm_idx ON search_words USING gin (word gin_trgm_ops);

CREATE INDEX sessions_user_id_idx ON sessions USING btree (user_id);

CREATE INDEX test_booking_counts_bookings_test_id_idx ON test_booking_counts USING btree (bookings DESC, test_id);

CREATE UNIQUE INDEX test_categories_name_key ON test_categories USING btree (name);

CREATE UNIQUE INDEX test_categories_slug_key ON test_categories USING btree (slug);

CREATE INDEX tests_category_listing_idx ON tests USING btree (category_id, offer_count DESC, name);

CREATE INDEX tests_listing_idx ON tests USING btree (offer_count DESC, name);

CREATE INDEX tests_match_keys_idx ON tests USING gin (match_keys);

CREATE UNIQUE INDEX tests_name_key ON tests USING btree (name);

CREATE INDEX tests_name_vector_idx ON tests USING gin (name_vector);

CREATE INDEX tests_price_asc_idx ON tests USING btree (lowest_price_aed, name);

CREATE INDEX tests_price_desc_idx ON tests USING btree (lowest_price_aed DESC, name);

CREATE INDEX tests_search_text_trgm_idx ON tests USING gin (search_text gin_trgm_ops);

CREATE INDEX tests_search_vector_idx ON tests USING gin (search_vector);

CREATE UNIQUE INDEX tests_slug_key ON tests USING btree (slug);

CREATE UNIQUE INDEX uae_areas_emirate_name_key ON uae_areas USING btree (emirate, name);

CREATE UNIQUE INDEX user_roles_user_id_role_key ON user_roles USING btree (user_id, role);

CREATE INDEX users_created_at_idx ON users USING btree (created_at);

CREATE UNIQUE INDEX users_email_key ON users USING btree (email);

-- Functions (hand-written). Statement-level triggers read transition tables (new_rows, old_rows),
-- so a bulk write refreshes each test or lab once.

-- The dashboard's all-time figures (lab_booking_totals, test_booking_counts) are kept by the writes
-- that change them. Rows are locked lab first, then tests in id order (bookings' triggers fire before
-- booking_items' in a booking insert), so concurrent bookings and cancellations cannot deadlock.
-- Adds rows of (lab_id, bookings, value_aed) deltas to the lab totals, in lab order.
CREATE FUNCTION add_lab_booking_totals(deltas jsonb) RETURNS void
    LANGUAGE sql
    AS $$
  INSERT INTO lab_booking_totals AS t (lab_id, bookings, value_aed)
  SELECT lab_id, sum(bookings), sum(value_aed)
  FROM jsonb_to_recordset(deltas) AS d(lab_id uuid, bookings int, value_aed numeric)
  GROUP BY lab_id
  HAVING sum(bookings) <> 0 OR sum(value_aed) <> 0
  ORDER BY lab_id
  ON CONFLICT (lab_id) DO UPDATE
    SET bookings = t.bookings + EXCLUDED.bookings, value_aed = t.value_aed + EXCLUDED.value_aed;
$$;

-- Adds rows of (test_id, bookings) deltas to the test counts, in test order.
CREATE FUNCTION add_test_booking_counts(deltas jsonb) RETURNS void
    LANGUAGE sql
    AS $$
  INSERT INTO test_booking_counts AS t (test_id, bookings)
  SELECT test_id, sum(bookings)
  FROM jsonb_to_recordset(deltas) AS d(test_id uuid, bookings int)
  GROUP BY test_id
  HAVING sum(bookings) <> 0
  ORDER BY test_id
  ON CONFLICT (test_id) DO UPDATE SET bookings = t.bookings + EXCLUDED.bookings;
$$;

-- Arabic spelling variants folded into one form, so that what a patient types matches however the
-- catalogue spells it: tashkeel (U+064B–U+0652), the superscript alef (U+0670) and tatweel (U+0640)
-- removed; أ إ آ ٱ → ا; ى → ي; ة → ه; the article ال removed from the start of each word when at least
-- two letters remain ("الفيتامين" → "فيتامين"). Other scripts pass unchanged. Not idempotent
-- ("الالتهاب" → "التهاب" → "تهاب"): apply it once, to the text as written.
CREATE FUNCTION arabic_normalize(s text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$
    SELECT regexp_replace(
      translate(s,
        U&'\0623\0625\0622\0671\0649\0629\064B\064C\064D\064E\064F\0650\0651\0652\0670\0640',
        U&'\0627\0627\0627\0627\064A\0647'),
      '(^|[^[:alnum:]])ال(?=[[:alnum:]]{2})', '\1', 'g')
  $$;

-- What a patient's text is matched by: arabic_normalize, then without the words that only say "a test"
-- (تحليل، فحص، اختبار, their plurals, with or without ال), unless nothing else is left. The same for a
-- search query (packages/db/src/sql/arabic.ts) and a doctor's list item (through test_match_key).
CREATE FUNCTION arabic_search_text(s text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$
    SELECT CASE WHEN btrim(kept) = '' THEN btrim(n) ELSE btrim(regexp_replace(kept, '\s+', ' ', 'g')) END
    FROM (SELECT n, regexp_replace(n, '(^|[^[:alnum:]])(تحليل|تحاليل|فحص|فحوص|فحوصات|اختبار|اختبارات)(?![[:alnum:]])', '\1', 'g') AS kept
          FROM (SELECT arabic_normalize(s) AS n) a) b
  $$;

-- Items of a booking about to be deleted are counted off while they still exist; their cascade delete
-- then finds no booking and counts nothing.
CREATE FUNCTION booking_rollups_booking_deleting() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF OLD.status <> 'cancelled' THEN
    PERFORM add_test_booking_counts(COALESCE((
      SELECT jsonb_agg(jsonb_build_object('test_id', test_id, 'bookings', -1))
      FROM booking_items WHERE booking_id = OLD.id), '[]'));
  END IF;
  RETURN OLD;
END
$$;

CREATE FUNCTION booking_rollups_bookings_deleted() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  PERFORM add_lab_booking_totals(COALESCE((
    SELECT jsonb_agg(jsonb_build_object('lab_id', lab_id, 'bookings', -1, 'value_aed', -total_aed))
    FROM old_rows WHERE status <> 'cancelled'), '[]'));
  RETURN NULL;
END
$$;

CREATE FUNCTION booking_rollups_bookings_inserted() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  PERFORM add_lab_booking_totals(COALESCE((
    SELECT jsonb_agg(jsonb_build_object('lab_id', lab_id, 'bookings', 1, 'value_aed', total_aed))
    FROM new_rows WHERE status <> 'cancelled'), '[]'));
  RETURN NULL;
END
$$;

-- A booking cancelled (or restored) takes its items' counts with it.
CREATE FUNCTION booking_rollups_bookings_updated() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  -- What the new rows count minus what the old rows counted.
  PERFORM add_lab_booking_totals(COALESCE((
    SELECT jsonb_agg(d) FROM (
      SELECT jsonb_build_object('lab_id', lab_id, 'bookings', 1, 'value_aed', total_aed) AS d
      FROM new_rows WHERE status <> 'cancelled'
      UNION ALL
      SELECT jsonb_build_object('lab_id', lab_id, 'bookings', -1, 'value_aed', -total_aed)
      FROM old_rows WHERE status <> 'cancelled') c), '[]'));
  -- A booking cancelled (or restored) takes its items' counts with it.
  PERFORM add_test_booking_counts(COALESCE((
    SELECT jsonb_agg(jsonb_build_object('test_id', i.test_id,
      'bookings', CASE WHEN nr.status <> 'cancelled' THEN 1 ELSE -1 END))
    FROM new_rows nr
    JOIN old_rows orow ON orow.id = nr.id
    JOIN booking_items i ON i.booking_id = nr.id
    WHERE (nr.status = 'cancelled') IS DISTINCT FROM (orow.status = 'cancelled')), '[]'));
  RETURN NULL;
END
$$;

CREATE FUNCTION booking_rollups_items_deleted() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  PERFORM add_test_booking_counts(COALESCE((
    SELECT jsonb_agg(jsonb_build_object('test_id', o.test_id, 'bookings', -1))
    FROM old_rows o JOIN bookings b ON b.id = o.booking_id AND b.status <> 'cancelled'), '[]'));
  RETURN NULL;
END
$$;

CREATE FUNCTION booking_rollups_items_inserted() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  PERFORM add_test_booking_counts(COALESCE((
    SELECT jsonb_agg(jsonb_build_object('test_id', n.test_id, 'bookings', 1))
    FROM new_rows n JOIN bookings b ON b.id = n.booking_id AND b.status <> 'cancelled'), '[]'));
  RETURN NULL;
END
$$;

CREATE FUNCTION booking_rollups_items_updated() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  PERFORM add_test_booking_counts(COALESCE((
    SELECT jsonb_agg(d) FROM (
      SELECT jsonb_build_object('test_id', n.test_id, 'bookings', 1) AS d
      FROM new_rows n JOIN bookings b ON b.id = n.booking_id AND b.status <> 'cancelled'
      UNION ALL
      SELECT jsonb_build_object('test_id', o.test_id, 'bookings', -1)
      FROM old_rows o JOIN bookings b ON b.id = o.booking_id AND b.status <> 'cancelled') c), '[]'));
  RETURN NULL;
END
$$;

-- Each test's offer summary (count, price range in AED, the cheapest offer's original price, fastest
-- turnaround in hours) follows its active offers at active labs, so unfiltered search and category
-- lists read one row per test instead of aggregating offers.
CREATE FUNCTION lab_test_offers_summary_refresh() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM refresh_test_offer_summaries(ARRAY(SELECT DISTINCT test_id FROM new_rows));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM refresh_test_offer_summaries(ARRAY(SELECT DISTINCT test_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;

-- A lab switched on or off changes the summary of every test it offers.
CREATE FUNCTION labs_summary_refresh() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  PERFORM refresh_test_offer_summaries(ARRAY(SELECT test_id FROM lab_test_offers WHERE lab_id = NEW.id));
  RETURN NULL;
END
$$;

-- Recomputes both booking rollups from every booking, after a bulk load (npm run seed:scale).
CREATE FUNCTION refresh_booking_rollups() RETURNS void
    LANGUAGE sql
    AS $$
  DELETE FROM lab_booking_totals;
  DELETE FROM test_booking_counts;
  INSERT INTO lab_booking_totals (lab_id, bookings, value_aed)
  SELECT lab_id, count(*), sum(total_aed) FROM bookings WHERE status <> 'cancelled' GROUP BY lab_id;
  INSERT INTO test_booking_counts (test_id, bookings)
  SELECT i.test_id, count(*) FROM booking_items i JOIN bookings b ON b.id = i.booking_id
  WHERE b.status <> 'cancelled' GROUP BY i.test_id;
$$;

CREATE FUNCTION refresh_test_offer_summaries(test_ids uuid[]) RETURNS void
    LANGUAGE sql
    AS $$
  UPDATE tests t
  SET offer_count = s.offer_count,
      lowest_price_aed = s.lowest_price,
      highest_price_aed = s.highest_price,
      lowest_original_price_aed = s.lowest_original_price,
      fastest_turnaround_hours = s.fastest_turnaround
  FROM (
    SELECT ids.id,
           count(o.id)::int AS offer_count,
           min(o.price_aed) AS lowest_price,
           max(o.price_aed) AS highest_price,
           (array_agg(o.original_price_aed ORDER BY o.price_aed ASC, o.turnaround_hours ASC) FILTER (WHERE o.id IS NOT NULL))[1] AS lowest_original_price,
           min(o.turnaround_hours) AS fastest_turnaround
    FROM unnest(test_ids) AS ids(id)
    LEFT JOIN (lab_test_offers o JOIN labs l ON l.id = o.lab_id AND l.active)
      ON o.test_id = ids.id AND o.active
    GROUP BY ids.id
  ) s
  WHERE t.id = s.id;
$$;

-- A renamed category changes what its tests are found by (tests_search_refresh reads its names).
CREATE FUNCTION test_categories_search_refresh() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  UPDATE tests SET category_id = category_id WHERE category_id = NEW.id;
  RETURN NULL;
END
$$;

-- One written form of a test, normalised for catalog.resolveList: Arabic folded (arabic_search_text),
-- lower case, every run of characters other than letters and digits as one space, trimmed
-- ("Vit. D" → "vit d", "2345-7" → "2345 7"). A list's items are normalised by the same function.
CREATE FUNCTION test_match_key(s text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT btrim(regexp_replace(lower(arabic_search_text(s)), '[^[:alnum:]]+', ' ', 'g')) $$;

-- A test's exact written forms: its name; the name without bracketed parts ("Complete Blood Count
-- (CBC)" → "complete blood count") and without a trailing "test"; the name up to its first bracket
-- after a space ("Lipoprotein(a) [Lp(a)]" → "lipoprotein a"); each synonym; the LOINC code.
CREATE FUNCTION test_match_keys(name text, synonyms text[], loinc_code text) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $_$
    SELECT coalesce(array_agg(DISTINCT k ORDER BY k), ARRAY[]::text[]) FROM (
      SELECT test_match_key(name) AS k
      UNION ALL SELECT test_match_key(regexp_replace(name, '[([][^])]*[])]', ' ', 'g'))
      UNION ALL SELECT regexp_replace(test_match_key(regexp_replace(name, '[([][^])]*[])]', ' ', 'g')), ' test$', '')
      UNION ALL SELECT test_match_key(regexp_replace(name, '\s+[([].*$', ''))
      UNION ALL SELECT test_match_key(s) FROM unnest(synonyms) AS s
      UNION ALL SELECT test_match_key(loinc_code)
    ) keys WHERE k <> ''
  $_$;

-- Keeps a test's search columns in step with what a patient searches by: search_text (trigram typo
-- matching) and name_vector hold the test's own words (name, synonyms/abbreviations, LOINC code,
-- Arabic name and synonyms); search_vector (full-text ranking) adds the category's names (weight B) and
-- the descriptions (weight D); match_keys holds its exact written forms (test_match_keys).
CREATE FUNCTION tests_search_refresh() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
  category_name text;
  category_name_ar text;
  name_ar text := arabic_normalize(coalesce(NEW.name_ar, ''));
  synonyms_ar text := arabic_normalize(coalesce(array_to_string(NEW.synonyms_ar, ' '), ''));
BEGIN
  SELECT c.name, arabic_normalize(c.name_ar) INTO category_name, category_name_ar FROM test_categories c WHERE c.id = NEW.category_id;
  NEW.search_text := lower(concat_ws(' ', NEW.name, array_to_string(NEW.synonyms, ' '), NEW.loinc_code, nullif(name_ar, ''), nullif(synonyms_ar, '')));
  NEW.name_vector :=
    to_tsvector('simple', coalesce(NEW.name, '')) ||
    to_tsvector('simple', coalesce(array_to_string(NEW.synonyms, ' '), '')) ||
    to_tsvector('simple', coalesce(NEW.loinc_code, '')) ||
    to_tsvector('simple', name_ar) ||
    to_tsvector('simple', synonyms_ar);
  NEW.search_vector :=
    setweight(to_tsvector('simple', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(array_to_string(NEW.synonyms, ' '), '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(NEW.loinc_code, '')), 'A') ||
    setweight(to_tsvector('simple', name_ar), 'A') ||
    setweight(to_tsvector('simple', synonyms_ar), 'A') ||
    setweight(to_tsvector('simple', coalesce(category_name, '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(category_name_ar, '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(NEW.description, '')), 'D') ||
    setweight(to_tsvector('simple', coalesce(arabic_normalize(NEW.description_ar), '')), 'D');
  NEW.match_keys := ARRAY(SELECT DISTINCT k FROM unnest(
    test_match_keys(NEW.name, NEW.synonyms, NEW.loinc_code) || test_match_keys(NEW.name_ar, NEW.synonyms_ar, NULL)) AS k ORDER BY k);
  RETURN NEW;
END
$$;

-- The search vocabulary: every word of 3+ letters or digits of a test's search_text is added when the
-- test is written; words are never removed (a stale word only offers a correction that finds nothing).
-- A misspelt query word is compared with these words instead of with the text of every test.
CREATE FUNCTION tests_search_words_add() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_text, '[^[:alnum:]]+') AS w WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

-- Triggers

CREATE TRIGGER booking_rollups_booking_deleting BEFORE DELETE ON bookings FOR EACH ROW EXECUTE FUNCTION booking_rollups_booking_deleting();

CREATE TRIGGER booking_rollups_bookings_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups_bookings_deleted();

CREATE TRIGGER booking_rollups_bookings_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups_bookings_inserted();

CREATE TRIGGER booking_rollups_bookings_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups_bookings_updated();

CREATE TRIGGER booking_rollups_items_delete AFTER DELETE ON booking_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups_items_deleted();

CREATE TRIGGER booking_rollups_items_insert AFTER INSERT ON booking_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups_items_inserted();

CREATE TRIGGER booking_rollups_items_update AFTER UPDATE ON booking_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups_items_updated();

CREATE TRIGGER lab_test_offers_summary_delete AFTER DELETE ON lab_test_offers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lab_test_offers_summary_refresh();

CREATE TRIGGER lab_test_offers_summary_insert AFTER INSERT ON lab_test_offers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lab_test_offers_summary_refresh();

CREATE TRIGGER lab_test_offers_summary_update AFTER UPDATE ON lab_test_offers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lab_test_offers_summary_refresh();

CREATE TRIGGER labs_summary_refresh AFTER UPDATE OF active ON labs FOR EACH ROW WHEN ((old.active IS DISTINCT FROM new.active)) EXECUTE FUNCTION labs_summary_refresh();

CREATE TRIGGER test_categories_search_refresh AFTER UPDATE OF name, name_ar ON test_categories FOR EACH ROW WHEN (((old.name IS DISTINCT FROM new.name) OR (old.name_ar IS DISTINCT FROM new.name_ar))) EXECUTE FUNCTION test_categories_search_refresh();

CREATE TRIGGER tests_search_refresh BEFORE INSERT OR UPDATE OF name, synonyms, loinc_code, category_id, description, name_ar, synonyms_ar, description_ar ON tests FOR EACH ROW EXECUTE FUNCTION tests_search_refresh();

CREATE TRIGGER tests_search_words AFTER INSERT OR UPDATE OF name, synonyms, loinc_code, name_ar, synonyms_ar ON tests FOR EACH ROW EXECUTE FUNCTION tests_search_words_add();

-- Foreign keys

ALTER TABLE ONLY audit_logs
    ADD CONSTRAINT audit_logs_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY basket_items
    ADD CONSTRAINT basket_items_test_id_fkey FOREIGN KEY (test_id) REFERENCES tests(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY basket_items
    ADD CONSTRAINT basket_items_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY booking_items
    ADD CONSTRAINT booking_items_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY booking_items
    ADD CONSTRAINT booking_items_test_id_fkey FOREIGN KEY (test_id) REFERENCES tests(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY booking_slot_usage
    ADD CONSTRAINT booking_slot_usage_lab_id_fkey FOREIGN KEY (lab_id) REFERENCES labs(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY bookings
    ADD CONSTRAINT bookings_family_member_id_fkey FOREIGN KEY (family_member_id) REFERENCES family_members(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY bookings
    ADD CONSTRAINT bookings_insurance_plan_id_fkey FOREIGN KEY (insurance_plan_id) REFERENCES insurance_plans(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY bookings
    ADD CONSTRAINT bookings_lab_id_fkey FOREIGN KEY (lab_id) REFERENCES labs(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY bookings
    ADD CONSTRAINT bookings_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY email_tokens
    ADD CONSTRAINT email_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY family_members
    ADD CONSTRAINT family_members_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY insurance_plan_category_exclusions
    ADD CONSTRAINT insurance_plan_category_exclusions_category_id_fkey FOREIGN KEY (category_id) REFERENCES test_categories(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY insurance_plan_category_exclusions
    ADD CONSTRAINT insurance_plan_category_exclusions_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES insurance_plans(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY insurance_plan_test_exclusions
    ADD CONSTRAINT insurance_plan_test_exclusions_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES insurance_plans(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY insurance_plan_test_exclusions
    ADD CONSTRAINT insurance_plan_test_exclusions_test_id_fkey FOREIGN KEY (test_id) REFERENCES tests(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY insurance_plans
    ADD CONSTRAINT insurance_plans_insurer_id_fkey FOREIGN KEY (insurer_id) REFERENCES insurers(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY lab_closures
    ADD CONSTRAINT lab_closures_lab_id_fkey FOREIGN KEY (lab_id) REFERENCES labs(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY lab_plan_networks
    ADD CONSTRAINT lab_plan_networks_lab_id_fkey FOREIGN KEY (lab_id) REFERENCES labs(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY lab_plan_networks
    ADD CONSTRAINT lab_plan_networks_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES insurance_plans(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY lab_staff
    ADD CONSTRAINT lab_staff_lab_id_fkey FOREIGN KEY (lab_id) REFERENCES labs(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY lab_staff
    ADD CONSTRAINT lab_staff_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY lab_test_offers
    ADD CONSTRAINT lab_test_offers_lab_id_fkey FOREIGN KEY (lab_id) REFERENCES labs(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY lab_test_offers
    ADD CONSTRAINT lab_test_offers_test_id_fkey FOREIGN KEY (test_id) REFERENCES tests(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY notifications
    ADD CONSTRAINT notifications_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY notifications
    ADD CONSTRAINT notifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY observations
    ADD CONSTRAINT observations_report_id_fkey FOREIGN KEY (report_id) REFERENCES reports(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY observations
    ADD CONSTRAINT observations_test_id_fkey FOREIGN KEY (test_id) REFERENCES tests(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY panel_components
    ADD CONSTRAINT panel_components_component_id_fkey FOREIGN KEY (component_id) REFERENCES tests(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY panel_components
    ADD CONSTRAINT panel_components_panel_id_fkey FOREIGN KEY (panel_id) REFERENCES tests(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY profiles
    ADD CONSTRAINT profiles_id_fkey FOREIGN KEY (id) REFERENCES users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY profiles
    ADD CONSTRAINT profiles_insurance_plan_id_fkey FOREIGN KEY (insurance_plan_id) REFERENCES insurance_plans(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY reports
    ADD CONSTRAINT reports_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY reports
    ADD CONSTRAINT reports_critical_acknowledged_by_id_fkey FOREIGN KEY (critical_acknowledged_by_id) REFERENCES users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY reports
    ADD CONSTRAINT reports_family_member_id_fkey FOREIGN KEY (family_member_id) REFERENCES family_members(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY reports
    ADD CONSTRAINT reports_uploaded_by_id_fkey FOREIGN KEY (uploaded_by_id) REFERENCES users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY reports
    ADD CONSTRAINT reports_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY result_shares
    ADD CONSTRAINT result_shares_family_member_id_fkey FOREIGN KEY (family_member_id) REFERENCES family_members(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY result_shares
    ADD CONSTRAINT result_shares_report_id_fkey FOREIGN KEY (report_id) REFERENCES reports(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY result_shares
    ADD CONSTRAINT result_shares_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY retest_reminders
    ADD CONSTRAINT retest_reminders_family_member_id_fkey FOREIGN KEY (family_member_id) REFERENCES family_members(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY retest_reminders
    ADD CONSTRAINT retest_reminders_test_id_fkey FOREIGN KEY (test_id) REFERENCES tests(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY retest_reminders
    ADD CONSTRAINT retest_reminders_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY sessions
    ADD CONSTRAINT sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY tests
    ADD CONSTRAINT tests_category_id_fkey FOREIGN KEY (category_id) REFERENCES test_categories(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY user_roles
    ADD CONSTRAINT user_roles_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON UPDATE CASCADE ON DELETE CASCADE;
