// Placeholder: this module's code arrives with its issue. / Marcador: el código llega con su issue.
