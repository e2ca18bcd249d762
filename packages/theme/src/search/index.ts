// The search UI (SearchButton, SearchModal, SearchPage) lives here; the search engineer fills it in.
