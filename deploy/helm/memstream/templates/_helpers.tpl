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
of: kafka, opensearch, llm, embedding, jwt); a secret that is not configured adds nothing.
Call with (dict "root" $ "secrets" (list …)).
*/}}
{{- define "memstream.secretEnv" -}}
{{- $vars := dict
      "kafka" (list "MEMSTREAM_KAFKA__SASL_PASSWORD" (include "memstream.kafkaSaslPasswordSource" .root))
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
{{- define "memstream.kafkaSaslPasswordSource" -}}
{{- include "memstream.secretSource" (dict "root" .
      "value" .Values.kafka.sasl.password
      "existingSecret" .Values.kafka.sasl.existingSecret
      "existingKey" .Values.kafka.sasl.existingSecretPasswordKey
      "chartKey" "kafka-sasl-password") }}
{{- end }}

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

{{/*
The keys file's pepper (keys.pepper, which `memstream keys add` writes beside the keys
file): "" when none is configured, else {"name", "key", "optional"}. It travels with the keys
file: from the keys existingSecret (optional there, so a Secret from before HMAC keys, with
scrypt-hashed keys only, still mounts; memstream itself refuses to start when HMAC keys
find no pepper), or from the chart's Secret beside an inline keys file.
*/}}
{{- define "memstream.keyPepperSource" -}}
{{- $keys := .Values.recall.auth.keys }}
{{- if $keys.existingSecret }}
{{- with $keys.existingSecretPepperKey }}
{{- dict "name" $keys.existingSecret "key" . "optional" true | toJson }}
{{- end }}
{{- else if and $keys.json $keys.pepper }}
{{- dict "name" (include "memstream.secretName" $) "key" "keys.pepper" "optional" false | toJson }}
{{- end }}
{{- end }}

{{/* Fixed paths inside the containers (the root filesystem is read-only). */}}
{{- define "memstream.dataDir" -}}/var/lib/memstream/worker{{- end }}
{{- define "memstream.keysDir" -}}/etc/memstream/recall{{- end }}
{{- define "memstream.tlsDir" -}}/etc/memstream/tls{{- end }}

{{/*
The TLS files both workloads mount from existing Secrets, as a JSON list of
{"secret", "key", "path", "env"}: the Secret and key to read, the file name under
memstream.tlsDir, and the MEMSTREAM_* setting that points at it. Empty list: no TLS files.
*/}}
{{- define "memstream.tlsFiles" -}}
{{- $files := list }}
{{- range $service, $tls := dict "kafka" .Values.kafka.tls "opensearch" .Values.opensearch.tls }}
{{- $env := ternary (dict "ca" "MEMSTREAM_KAFKA__SSL_CAFILE" "cert" "MEMSTREAM_KAFKA__SSL_CERTFILE" "key" "MEMSTREAM_KAFKA__SSL_KEYFILE") (dict "ca" "MEMSTREAM_OPENSEARCH__CA_CERTS" "cert" "MEMSTREAM_OPENSEARCH__CLIENT_CERT" "key" "MEMSTREAM_OPENSEARCH__CLIENT_KEY") (eq $service "kafka") }}
{{- if $tls.caSecret }}
{{- $files = append $files (dict "secret" $tls.caSecret "key" $tls.caSecretKey "path" (printf "%s-ca.crt" $service) "env" $env.ca) }}
{{- end }}
{{- if $tls.clientCertSecret }}
{{- $files = append $files (dict "secret" $tls.clientCertSecret "key" $tls.clientCertSecretCertKey "path" (printf "%s-client.crt" $service) "env" $env.cert) }}
{{- $files = append $files (dict "secret" $tls.clientCertSecret "key" $tls.clientCertSecretKeyKey "path" (printf "%s-client.key" $service) "env" $env.key) }}
{{- end }}
{{- end }}
{{- $files | toJson }}
{{- end }}

{{/*
The volume of TLS files (a projected volume over their Secrets, each file 0440 and
group-readable by the pods' fsGroup), or nothing when there are none.
*/}}
{{- define "memstream.tlsVolume" -}}
{{- $files := include "memstream.tlsFiles" . | fromJsonArray }}
{{- if $files }}
- name: tls
  projected:
    defaultMode: 0440
    sources:
      {{- range $files }}
      - secret:
          name: {{ .secret }}
          items:
            - key: {{ .key }}
              path: {{ .path }}
      {{- end }}
{{- end }}
{{- end }}

{{- define "memstream.tlsMount" -}}
{{- if include "memstream.tlsFiles" . | fromJsonArray }}
- name: tls
  mountPath: {{ include "memstream.tlsDir" . }}
  readOnly: true
{{- end }}
{{- end }}

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

{{- $k := $v.kafka }}
{{- $sasl := hasPrefix "SASL_" $k.securityProtocol }}
{{- $kafkaTls := has $k.securityProtocol (list "SSL" "SASL_SSL") }}
{{- $hasSaslPassword := or $k.sasl.password $k.sasl.existingSecret }}
{{- if and $k.sasl.password $k.sasl.existingSecret }}
{{- $messages = append $messages "kafka.sasl: set either kafka.sasl.password or kafka.sasl.existingSecret, not both." }}
{{- end }}
{{- if and $sasl (not (and $k.sasl.username $hasSaslPassword)) }}
{{- $messages = append $messages (printf "kafka: securityProtocol %s needs kafka.sasl.username and a password (kafka.sasl.password or kafka.sasl.existingSecret)." $k.securityProtocol) }}
{{- end }}
{{- if and (not $sasl) (or $k.sasl.username $hasSaslPassword) }}
{{- $messages = append $messages (printf "kafka: SASL credentials are set but securityProtocol is %s; set it to SASL_SSL (or SASL_PLAINTEXT), or remove them." $k.securityProtocol) }}
{{- end }}
{{- if and (not $kafkaTls) (or $k.tls.caSecret $k.tls.clientCertSecret) }}
{{- $messages = append $messages (printf "kafka.tls: TLS Secrets are set but securityProtocol is %s; set it to SSL or SASL_SSL, or remove them." $k.securityProtocol) }}
{{- end }}
{{- $os := $v.opensearch }}
{{- if and (or $os.tls.caSecret $os.tls.clientCertSecret) (not (hasPrefix "https://" $os.url)) }}
{{- $messages = append $messages (printf "opensearch.tls: TLS Secrets are set but opensearch.url (%s) is not https." $os.url) }}
{{- end }}
{{- $np := $v.networkPolicy }}
{{- if and $np.enabled $np.egress.restrict (not $np.egress.to) }}
{{- $messages = append $messages "networkPolicy.egress: restrict is true but egress.to is empty; the pods could reach only DNS, not Kafka or OpenSearch." }}
{{- end }}

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
{{- if and $r.auth.keys.pepper $r.auth.keys.existingSecret }}
{{- $messages = append $messages "recall.auth.keys: set either pepper or existingSecret (which holds the pepper under existingSecretPepperKey), not both." }}
{{- end }}
{{- if and $r.auth.keys.pepper (not $r.auth.keys.json) (not $r.auth.keys.existingSecret) }}
{{- $messages = append $messages "recall.auth.keys.pepper is set without recall.auth.keys.json: the pepper belongs with the keys file it hashed." }}
{{- end }}
{{- if and $r.auth.keys.pepper (lt (len (trim $r.auth.keys.pepper)) 32) }}
{{- $messages = append $messages (printf "recall.auth.keys.pepper is %d bytes; it needs at least 32 (use the keys.pepper that `memstream keys add` wrote)." (len (trim $r.auth.keys.pepper))) }}
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
{{- $ownSize := get (dict "use-multilingual" 512 "wordllama" 256) $v.embedding.provider }}
{{- if and $ownSize $v.embedding.dimension (ne (int $v.embedding.dimension) (int $ownSize)) }}
{{- $messages = append $messages (printf "embedding: embedding.dimension (%d) does not fit provider %s, whose vectors have %d dimensions; leave it null." (int $v.embedding.dimension) $v.embedding.provider (int $ownSize)) }}
{{- end }}
{{- if and (eq $v.embedding.provider "openai") (not $v.embedding.model) }}
{{- $messages = append $messages "embedding: embedding.provider=openai needs embedding.model (the model id the endpoint serves, stored beside every vector)." }}
{{- end }}

{{- if $r.auth.keys.json }}
{{- $keysFile := fromJson $r.auth.keys.json }}
{{- if or (hasKey $keysFile "Error") (not (kindIs "slice" (get $keysFile "keys"))) }}
{{- $messages = append $messages "recall.auth.keys.json: must be the JSON of a keys file, {\"version\": 1, \"keys\": [...]} (`memstream keys add` writes one)." }}
{{- else if and (not $r.auth.keys.pepper) (not $r.auth.keys.existingSecret) }}
{{- $hmacKeys := list }}
{{- range (get $keysFile "keys") }}
{{- if and (kindIs "map" .) (eq (toString (get . "scheme")) "hmac-sha256") }}
{{- $hmacKeys = append $hmacKeys (toString (get . "id")) }}
{{- end }}
{{- end }}
{{- if $hmacKeys }}
{{- $messages = append $messages (printf "recall.auth.keys.json: key(s) %s are HMAC-hashed but recall.auth.keys.pepper is empty, so the recall service would refuse to start; set it to the keys.pepper that `memstream keys add` wrote beside the keys file." (join ", " $hmacKeys)) }}
{{- end }}
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
