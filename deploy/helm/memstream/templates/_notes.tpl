{{/*
The text of NOTES.txt: endpoints, then a warning for every insecure or wasteful choice.
A named template so tests/deploy can render it without a cluster (helm template skips
NOTES.txt).
*/}}
{{- define "memstream.notes" -}}
{{- $ns := .Release.Namespace }}
{{- $worker := include "memstream.workerName" . }}
{{- $recall := include "memstream.recallName" . }}
{{- $v := .Values -}}
memstream {{ .Chart.AppVersion }} is installed as release "{{ .Release.Name }}" in namespace "{{ $ns }}".

Worker ({{ $v.worker.replicaCount }} pod(s), StatefulSet {{ $worker }}, table store {{ $v.worker.store }}):
  metrics  http://{{ $worker }}-0.{{ $worker }}.{{ $ns }}.svc:{{ $v.worker.webPort }}/metrics
  health   /healthz (liveness), /readyz (readiness: 503 until it has joined its group and recovered its tables, and while rebalancing)
  kubectl -n {{ $ns }} port-forward pod/{{ $worker }}-0 {{ $v.worker.webPort }}

Recall service (Service {{ $recall }}, type {{ $v.recall.service.type }}):
  API      http://{{ $recall }}.{{ $ns }}.svc:{{ $v.recall.service.port }}
  metrics  http://{{ $recall }}.{{ $ns }}.svc:{{ $v.recall.service.port }}/metrics
  kubectl -n {{ $ns }} port-forward svc/{{ $recall }} {{ $v.recall.service.port }}

Kafka       {{ $v.kafka.bootstrapServers }} ({{ $v.kafka.securityProtocol }}{{ if hasPrefix "SASL_" $v.kafka.securityProtocol }}, {{ $v.kafka.sasl.mechanism }} as {{ $v.kafka.sasl.username }}{{ end }}; topics {{ ternary "created by the worker" "created by you: the worker waits for them" $v.worker.createTopics }})
  turns in  {{ $v.kafka.turnsTopic }} (keyed "<tenant>/<subject>"), commands {{ $v.kafka.commandsTopic }}
  out       {{ $v.kafka.changesTopic }}, dead letters {{ $v.kafka.turnsDlqTopic }} and {{ $v.kafka.distillDlqTopic }}
OpenSearch  {{ $v.opensearch.url }} (indices {{ $v.opensearch.indexPrefix }}-<tenant>-memories / -audit)

Dashboard and alerts: deploy/grafana/memstream.json and deploy/prometheus/alerts.yaml in the
memstream repository.
{{- $warnings := list }}
{{- if not (include "memstream.keysFileSource" .) }}
{{- if or $v.recall.auth.jwt.rs256PublicKey (include "memstream.jwtSecretSource" .) }}
{{- $warnings = append $warnings "No recall API keys file is configured (recall.auth.keys): only JWT callers can authenticate." }}
{{- else }}
{{- $warnings = append $warnings "No recall credentials are configured (recall.auth.keys, recall.auth.jwt): the recall service cannot authenticate anyone." }}
{{- end }}
{{- end }}
{{- if and (include "memstream.keysFileSource" .) (not (include "memstream.keyPepperSource" .)) }}
{{- $warnings = append $warnings "No pepper is mounted with the recall API keys file (recall.auth.keys.pepper, or existingSecretPepperKey in recall.auth.keys.existingSecret): keys made by `memstream keys add` are HMAC'd under the keys.pepper it wrote beside the keys file, and the recall service refuses to start on them without it. Only keys stored before HMAC (scrypt) verify." }}
{{- end }}
{{- if $v.recall.auth.keys.pepper }}
{{- $warnings = append $warnings "The API key pepper is in the values (recall.auth.keys.pepper): with it, anyone who can read the release and the keys file can test key guesses offline. Put keys.json and keys.pepper in a Secret (recall.auth.keys.existingSecret)." }}
{{- end }}
{{- if $v.recall.auth.jwt.hs256Secret }}
{{- $warnings = append $warnings "The JWT HS256 secret is in the values (recall.auth.jwt.hs256Secret): anyone who can read the release can mint tokens. Use recall.auth.jwt.existingSecret." }}
{{- end }}
{{- if $v.opensearch.password }}
{{- $warnings = append $warnings "The OpenSearch password is in the values (opensearch.password): prefer opensearch.existingSecret." }}
{{- end }}
{{- if $v.llm.apiKey }}
{{- $warnings = append $warnings "The LLM API key is in the values (llm.apiKey): prefer llm.existingSecret." }}
{{- end }}
{{- if $v.embedding.apiKey }}
{{- $warnings = append $warnings "The embedding API key is in the values (embedding.apiKey): prefer embedding.existingSecret." }}
{{- end }}
{{- if hasPrefix "http://" $v.opensearch.url }}
{{- $warnings = append $warnings (printf "OpenSearch is reached over plain http (%s): memory statements and credentials cross the network unencrypted." $v.opensearch.url) }}
{{- end }}
{{- if and (hasPrefix "https://" $v.opensearch.url) (not $v.opensearch.verifyCerts) }}
{{- $warnings = append $warnings "opensearch.verifyCerts is false: the OpenSearch server's certificate is not checked." }}
{{- end }}
{{- if not (or $v.opensearch.username (include "memstream.opensearchPasswordSource" .) $v.opensearch.tls.clientCertSecret) }}
{{- $warnings = append $warnings "OpenSearch is used without authentication (no opensearch.username, no opensearch.tls.clientCertSecret): anyone who reaches it can read and change every memory." }}
{{- end }}
{{- $protocol := $v.kafka.securityProtocol }}
{{- if eq $protocol "PLAINTEXT" }}
{{- $warnings = append $warnings (printf "Kafka is reached over PLAINTEXT (kafka.securityProtocol): chat turns, commands and memories cross the network unencrypted and any client that reaches the brokers can read them. Use SASL_SSL or SSL (kafka.sasl, kafka.tls)%s." (ternary "" ", or at least keep the listener internal and set networkPolicy.enabled" $v.networkPolicy.enabled)) }}
{{- else if eq $protocol "SASL_PLAINTEXT" }}
{{- $warnings = append $warnings (printf "Kafka is reached over SASL_PLAINTEXT: authenticated, but chat turns and memories cross the network unencrypted%s. Use SASL_SSL." (ternary ", and the SASL PLAIN password too" "" (eq $v.kafka.sasl.mechanism "PLAIN"))) }}
{{- end }}
{{- if $v.kafka.sasl.password }}
{{- $warnings = append $warnings "The Kafka SASL password is in the values (kafka.sasl.password): prefer kafka.sasl.existingSecret." }}
{{- end }}
{{- if and (eq $v.llm.provider "openai") (hasPrefix "http://" $v.llm.baseUrl) }}
{{- $warnings = append $warnings (printf "The LLM endpoint is plain http (%s): redacted transcripts cross the network unencrypted." $v.llm.baseUrl) }}
{{- end }}
{{- if gt (int $v.worker.replicaCount) (int $v.kafka.partitions) }}
{{- $warnings = append $warnings (printf "worker.replicaCount (%d) is above kafka.partitions (%d): the extra workers stay idle." (int $v.worker.replicaCount) (int $v.kafka.partitions)) }}
{{- end }}
{{- if not $v.containerSecurityContext.readOnlyRootFilesystem }}
{{- $warnings = append $warnings "containerSecurityContext.readOnlyRootFilesystem is false." }}
{{- end }}
{{- if not $v.podSecurityContext.runAsNonRoot }}
{{- $warnings = append $warnings "podSecurityContext.runAsNonRoot is false: the containers may run as root." }}
{{- end }}
{{- if $warnings }}

WARNINGS
{{- range $warnings }}
  ! {{ . }}
{{- end }}
{{- end }}
{{- end }}
