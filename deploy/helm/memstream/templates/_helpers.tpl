{{/*
Names. The full name is `<release>-<chart>` (or the release name alone when it already
contains the chart name), cut to 63 characters; components append `-worker` / `-recall`,
so the prefix is cut to 56.
*/}}
{{- define "memstream.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "memstream.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 56 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 56 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 56 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "memstream.workerName" -}}
{{- printf "%s-worker" (include "memstream.fullname" .) }}
{{- end }}

{{- define "memstream.recallName" -}}
{{- printf "%s-recall" (include "memstream.fullname" .) }}
{{- end }}

{{- define "memstream.configName" -}}
{{- printf "%s-config" (include "memstream.fullname" .) }}
{{- end }}

{{/* The chart-managed Secret (holds only the secrets given inline in values). */}}
{{- define "memstream.secretName" -}}
{{- include "memstream.fullname" . }}
{{- end }}

{{- define "memstream.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "memstream.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{/*
Labels. Call with (dict "root" $ "component" "worker"); component may be empty for
resources shared by both workloads.
*/}}
{{- define "memstream.selectorLabels" -}}
app.kubernetes.io/name: {{ include "memstream.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
{{- with .component }}
app.kubernetes.io/component: {{ . }}
{{- end }}
{{- end }}

{{- define "memstream.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{ include "memstream.selectorLabels" . }}
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
app.kubernetes.io/part-of: memstream
{{- with .root.Values.commonLabels }}
{{ toYaml . }}
{{- end }}
{{- end }}

{{/* The image reference: a digest pins it, else the tag, else the chart's appVersion. */}}
{{- define "memstream.image" -}}
{{- $image := .Values.image }}
{{- if $image.digest }}
{{- printf "%s@%s" $image.repository $image.digest }}
{{- else }}
{{- printf "%s:%s" $image.repository (default .Chart.AppVersion $image.tag) }}
{{- end }}
{{- end }}

{{/*
Where a secret value comes from. Call with
  (dict "root" $ "value" <inline value> "existingSecret" <name> "existingKey" <key> "chartKey" <key>)
Returns "" when the secret is not configured, else a JSON object {"name": …, "key": …}
naming the Secret and key to read: an existing Secret wins over an inline value.
*/}}
{{- define "memstream.secretSource" -}}
{{- if .existingSecret }}
{{- dict "name" .existingSecret "key" .existingKey | toJson }}
{{- else if .value }}
{{- dict "name" (include "memstream.secretName" .root) "key" .chartKey | toJson }}
{{- end }}
{{- end }}

{{/*
The env entries that read secrets from Secrets, for the secrets named in "secrets" (a list
of: opensearch, llm, embedding, jwt); a secret that is not configured adds nothing. Call
with (dict "root" $ "secrets" (list …)).
*/}}
{{- define "memstream.secretEnv" -}}
{{- $vars := dict
      "opensearch" (list "MEMSTREAM_OPENSEARCH__PASSWORD" (include "memstream.opensearchPasswordSource" .root))
      "llm" (list "MEMSTREAM_LLM__API_KEY" (include "memstream.llmApiKeySource" .root))
      "embedding" (list "MEMSTREAM_EMBEDDING__API_KEY" (include "memstream.embeddingApiKeySource" .root))
      "jwt" (list "MEMSTREAM_RECALL__JWT_HS256_SECRET" (include "memstream.jwtSecretSource" .root)) }}
{{- range .secrets }}
{{- $var := get $vars . }}
{{- with index $var 1 }}
{{- $ref := fromJson . }}
- name: {{ index $var 0 }}
  valueFrom:
    secretKeyRef:
      name: {{ $ref.name }}
      key: {{ $ref.key }}
{{- end }}
{{- end }}
{{- end }}

{{/* The secret sources, one place for every template that needs them. */}}
{{- define "memstream.opensearchPasswordSource" -}}
{{- include "memstream.secretSource" (dict "root" .
      "value" .Values.opensearch.password
      "existingSecret" .Values.opensearch.existingSecret
      "existingKey" .Values.opensearch.existingSecretPasswordKey
      "chartKey" "opensearch-password") }}
{{- end }}

{{- define "memstream.llmApiKeySource" -}}
{{- include "memstream.secretSource" (dict "root" .
      "value" .Values.llm.apiKey
      "existingSecret" .Values.llm.existingSecret
      "existingKey" .Values.llm.existingSecretKey
      "chartKey" "llm-api-key") }}
{{- end }}

{{- define "memstream.embeddingApiKeySource" -}}
{{- include "memstream.secretSource" (dict "root" .
      "value" .Values.embedding.apiKey
      "existingSecret" .Values.embedding.existingSecret
      "existingKey" .Values.embedding.existingSecretKey
      "chartKey" "embedding-api-key") }}
{{- end }}

{{- define "memstream.jwtSecretSource" -}}
{{- include "memstream.secretSource" (dict "root" .
      "value" .Values.recall.auth.jwt.hs256Secret
      "existingSecret" .Values.recall.auth.jwt.existingSecret
      "existingKey" .Values.recall.auth.jwt.existingSecretKey
      "chartKey" "jwt-hs256-secret") }}
{{- end }}

{{- define "memstream.keysFileSource" -}}
{{- include "memstream.secretSource" (dict "root" .
      "value" .Values.recall.auth.keys.json
      "existingSecret" .Values.recall.auth.keys.existingSecret
      "existingKey" .Values.recall.auth.keys.existingSecretKey
      "chartKey" "keys.json") }}
{{- end }}

{{/* Fixed paths inside the containers (the root filesystem is read-only). */}}
{{- define "memstream.dataDir" -}}/var/lib/memstream/worker{{- end }}
{{- define "memstream.keysDir" -}}/etc/memstream/recall{{- end }}

{{/*
Pod annotations shared by both workloads: restart on config or secret changes, and
optionally the annotations annotation-based Prometheus scraping looks for. Call with
(dict "root" $ "port" <metrics port> "extra" <podAnnotations>).
*/}}
{{- define "memstream.podAnnotations" -}}
checksum/config: {{ include (print .root.Template.BasePath "/configmap.yaml") .root | sha256sum }}
checksum/secret: {{ include (print .root.Template.BasePath "/secret.yaml") .root | sha256sum }}
{{- if .root.Values.metrics.scrapeAnnotations }}
prometheus.io/scrape: "true"
prometheus.io/port: {{ .port | quote }}
prometheus.io/path: /metrics
{{- end }}
{{- with .extra }}
{{ toYaml . }}
{{- end }}
{{- end }}

{{/*
Every combination the schema cannot express. Collects all messages and fails once, so a
bad values file is fixed in one round.
*/}}
{{- define "memstream.validateValues" -}}
{{- $v := .Values }}
{{- $messages := list }}
{{- $r := $v.recall }}

{{- if and $v.opensearch.password $v.opensearch.existingSecret }}
{{- $messages = append $messages "opensearch: set either opensearch.password or opensearch.existingSecret, not both." }}
{{- end }}
{{- if and $v.llm.apiKey $v.llm.existingSecret }}
{{- $messages = append $messages "llm: set either llm.apiKey or llm.existingSecret, not both." }}
{{- end }}
{{- if and $v.embedding.apiKey $v.embedding.existingSecret }}
{{- $messages = append $messages "embedding: set either embedding.apiKey or embedding.existingSecret, not both." }}
{{- end }}
{{- if and $r.auth.jwt.hs256Secret $r.auth.jwt.existingSecret }}
{{- $messages = append $messages "recall.auth.jwt: set either hs256Secret or existingSecret, not both." }}
{{- end }}
{{- if and $r.auth.keys.json $r.auth.keys.existingSecret }}
{{- $messages = append $messages "recall.auth.keys: set either json or existingSecret, not both." }}
{{- end }}

{{- $hasPassword := or $v.opensearch.password $v.opensearch.existingSecret }}
{{- if and $v.opensearch.username (not $hasPassword) }}
{{- $messages = append $messages "opensearch: opensearch.username is set but no password (opensearch.password or opensearch.existingSecret)." }}
{{- end }}
{{- if and $hasPassword (not $v.opensearch.username) }}
{{- $messages = append $messages "opensearch: a password is configured but opensearch.username is empty; memstream sends basic auth only with both." }}
{{- end }}

{{- if and (eq $v.llm.provider "openai") (not $v.llm.baseUrl) }}
{{- $messages = append $messages "llm: llm.provider=openai needs llm.baseUrl (the OpenAI-compatible /v1 URL)." }}
{{- end }}
{{- if and (eq $v.embedding.provider "openai") (not $v.embedding.baseUrl) }}
{{- $messages = append $messages "embedding: embedding.provider=openai needs embedding.baseUrl (the OpenAI-compatible /v1 URL)." }}
{{- end }}

{{- if $r.auth.keys.json }}
{{- $keysFile := fromJson $r.auth.keys.json }}
{{- if or (hasKey $keysFile "Error") (not (kindIs "slice" (get $keysFile "keys"))) }}
{{- $messages = append $messages "recall.auth.keys.json: must be the JSON of a keys file, {\"version\": 1, \"keys\": [...]} (`memstream keys add` writes one)." }}
{{- end }}
{{- end }}

{{- if $r.autoscaling.enabled }}
{{- if gt (int $r.autoscaling.minReplicas) (int $r.autoscaling.maxReplicas) }}
{{- $messages = append $messages (printf "recall.autoscaling: minReplicas (%d) is larger than maxReplicas (%d)." (int $r.autoscaling.minReplicas) (int $r.autoscaling.maxReplicas)) }}
{{- end }}
{{- if and (eq (int $r.autoscaling.targetCPUUtilizationPercentage) 0) (eq (int $r.autoscaling.targetMemoryUtilizationPercentage) 0) }}
{{- $messages = append $messages "recall.autoscaling: set targetCPUUtilizationPercentage and/or targetMemoryUtilizationPercentage above 0." }}
{{- end }}
{{- end }}

{{- $pdb := $r.podDisruptionBudget }}
{{- if $pdb.enabled }}
{{- $hasMin := not (eq (toString $pdb.minAvailable) "") }}
{{- $hasMax := not (eq (toString $pdb.maxUnavailable) "") }}
{{- if eq $hasMin $hasMax }}
{{- $messages = append $messages "recall.podDisruptionBudget: set exactly one of minAvailable and maxUnavailable (the other to \"\")." }}
{{- end }}
{{- $pods := ternary $r.autoscaling.minReplicas $r.replicaCount $r.autoscaling.enabled | int }}
{{- if and $hasMin (not (kindIs "string" $pdb.minAvailable)) (ge (int $pdb.minAvailable) $pods) }}
{{- $messages = append $messages (printf "recall.podDisruptionBudget: minAvailable (%d) must be below the pod count (%d), or no pod can ever be evicted and node drains hang." (int $pdb.minAvailable) $pods) }}
{{- end }}
{{- end }}

{{- if $r.auth.jwt.rs256PublicKey }}
{{- if not (contains "BEGIN PUBLIC KEY" $r.auth.jwt.rs256PublicKey) }}
{{- $messages = append $messages "recall.auth.jwt.rs256PublicKey: expected a PEM public key (-----BEGIN PUBLIC KEY-----)." }}
{{- end }}
{{- end }}

{{- if $messages }}
{{- fail (printf "\n\nmemstream: %d problem(s) in the values:\n  - %s\n" (len $messages) (join "\n  - " $messages)) }}
{{- end }}
{{- end }}
