#!/bin/sh
# First start of the in-cluster (dev) or compose Postgres: one database and one login per
# service, each able to reach only its own database.
set -eu
for service in faq chat; do
  psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres <<SQL
CREATE ROLE $service LOGIN PASSWORD '$POSTGRES_PASSWORD';
CREATE DATABASE $service OWNER $service;
REVOKE ALL ON DATABASE $service FROM PUBLIC;
SQL
done
