// The owner's name of each scheduled job, in French (the back office's language): shown on /admin/jobs, in the
// failure mail and in the morning list, which must never show the job's internal name.
export const JOB_LABELS: Record<string, string> = {
  "purge-stale-rows": "Purge des données périmées (limites d'envoi, paiements par carte abandonnés)",
  "expire-quotes": "Expiration des devis dont la date de validité est dépassée",
  "quote-reminders": "Rappels aux clients 7 jours et 1 jour avant la fin de validité d'un devis",
  "deposit-reminders": "Rappels aux clients dont l'acompte n'est pas payé, 24 h et 72 h après la commande",
  "balance-reminders": "Rappels de solde 14 et 3 jours avant le départ du navire ou l'échéance, et le jour du retard",
  "morning-list": "Liste du matin envoyée au propriétaire (si elle n'est pas vide)",
  "nightly-backup": "Sauvegarde de la nuit (base de données et fichiers), puis rotation des anciennes sauvegardes",
  "restore-drill": "Exercice de restauration de la dernière sauvegarde (résultat envoyé au propriétaire)",
};

/** The job's French label; its internal name for a job no longer defined. */
export const jobLabel = (name: string): string => JOB_LABELS[name] ?? name;
