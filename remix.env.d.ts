/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />
