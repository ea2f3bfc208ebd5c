# The harness on macOS (or any machine with Docker or Podman): Debian bookworm with the Swift
# toolchain, as CI runs it, so `check` and `update-goldens` draw the same pixels as CI and the
# manifests' environment records match. `scripts/harness` builds and runs it on macOS:
#
#   docker build -t transition-harness .
#   docker run --rm -v "$PWD":/package transition-harness update-goldens
#
# The packages come from the same script CI bootstraps with, so the two never drift apart.
FROM swift:6.3-bookworm

COPY scripts/bootstrap /opt/transition-harness/scripts/bootstrap
COPY scripts/lib/packages.sh /opt/transition-harness/scripts/lib/packages.sh
RUN /opt/transition-harness/scripts/bootstrap \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /package
ENTRYPOINT ["scripts/harness"]
CMD ["check"]
