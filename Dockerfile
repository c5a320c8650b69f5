# Tabiya's container image: built in one stage, run in a small one as a user of its own.
#   docker build -t tabiya .
#   docker run -d --name tabiya -v tabiya-data:/data --env-file .env \
#       -v "$PWD/config.toml:/etc/tabiya/config.toml:ro" tabiya
#   docker run --rm --env-file .env -v "$PWD/config.toml:/etc/tabiya/config.toml:ro" tabiya check
# The database (SQLite) and the Matrix store live in the /data volume; settings are
# /etc/tabiya/config.toml (TABIYA_CONFIG; the image holds config.example.toml there until
# one is mounted over it); secrets come from the environment. `docker stop` sends SIGTERM:
# Tabiya takes no new command, commits and answers the batch in hand, and exits 0. README,
# "Running in production".

FROM rust:1.95-bookworm AS build
WORKDIR /src
COPY . .
RUN cargo build --release --locked -p tabiya-bot --bin tabiya \
    && install -m 755 target/release/tabiya /usr/local/bin/tabiya

FROM debian:bookworm-slim
# Root certificates for Discord's and the homeserver's TLS; nothing else is needed (SQLite is
# built in).
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/*
RUN groupadd --system --gid 10001 tabiya \
    && useradd --system --uid 10001 --gid tabiya --home-dir /data --shell /usr/sbin/nologin tabiya \
    && mkdir -p /data /etc/tabiya \
    && chown tabiya:tabiya /data \
    && chmod 700 /data
COPY --from=build /usr/local/bin/tabiya /usr/local/bin/tabiya
COPY config.example.toml /etc/tabiya/config.toml
ENV TABIYA_CONFIG=/etc/tabiya/config.toml
USER tabiya:tabiya
WORKDIR /data
VOLUME ["/data"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/tabiya"]
