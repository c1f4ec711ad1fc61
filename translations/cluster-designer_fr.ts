<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Bom</name>
    <message>
        <source>- %1 x %2 each</source>
        <translation>- %1 x %2 chacun</translation>
    </message>
    <message>
        <source> (reference: %1 x %2)</source>
        <translation> (référence : %1 x %2)</translation>
    </message>
    <message>
        <source>- %3: %1 x %2 each</source>
        <translation>- %3 : %1 x %2 chacun</translation>
    </message>
    <message>
        <source>Unknown catalog id %1</source>
        <translation>Identifiant de catalogue inconnu %1</translation>
    </message>
    <message>
        <source> (price includes GPUs)</source>
        <translation> (prix GPU compris)</translation>
    </message>
    <message>
        <source> (included in the system price)</source>
        <translation> (compris dans le prix du système)</translation>
    </message>
    <message>
        <source> (preliminary: announced, not shipping)</source>
        <translation> (préliminaire : annoncé, pas encore livré)</translation>
    </message>
</context>
<context>
    <name>Buildout</name>
    <message>
        <source>%1 has no build-out slot &apos;%2&apos;</source>
        <translation>%1 n&apos;a pas d&apos;emplacement de configuration &apos;%2&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a server component of the catalog</source>
        <translation>&apos;%1&apos; n&apos;est pas un composant de serveur du catalogue</translation>
    </message>
    <message>
        <source>%1 does not take %2 in its %3 slot</source>
        <translation>%1 n&apos;accepte pas %2 dans son emplacement %3</translation>
    </message>
    <message>
        <source>%1 takes %2 to %3 in its %4 slot, not %5</source>
        <translation>%1 accepte de %2 à %3 dans son emplacement %4, pas %5</translation>
    </message>
    <message>
        <source>%1 DIMMs cannot fill the %2 memory channels of %3 x %4 equally: fit a multiple of %5 DIMMs</source>
        <translation>%1 barrettes ne remplissent pas également les %2 canaux mémoire de %3 x %4 : montez un multiple de %5 barrettes</translation>
    </message>
    <message>
        <source>%1 has no configurable build-out; the file&apos;s choices are ignored</source>
        <translation>%1 n&apos;a pas de configuration modifiable ; les choix du fichier sont ignorés</translation>
    </message>
</context>
<context>
    <name>BuildoutSlot</name>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Boot drives</source>
        <translation>Disques de démarrage</translation>
    </message>
    <message>
        <source>Data drives</source>
        <translation>Disques de données</translation>
    </message>
    <message>
        <source>Power supplies</source>
        <translation>Alimentations</translation>
    </message>
</context>
<context>
    <name>Cabling</name>
    <message>
        <source>no catalog transceiver for a %1 port at 800G</source>
        <translation>aucun émetteur-récepteur du catalogue pour un port %1 à 800G</translation>
    </message>
    <message>
        <source>the catalog has no %1G transceiver; choose one</source>
        <translation>le catalogue n&apos;a pas d&apos;émetteur-récepteur %1G ; choisissez-en un</translation>
    </message>
    <message>
        <source>no catalog transceiver for a %1 port at 400G single-mode</source>
        <translation>aucun émetteur-récepteur du catalogue pour un port %1 à 400G monomode</translation>
    </message>
    <message>
        <source>no catalog transceiver for a %1 port at 400G</source>
        <translation>aucun émetteur-récepteur du catalogue pour un port %1 à 400G</translation>
    </message>
    <message>
        <source>no medium reaches %1 m at %2G</source>
        <translation>aucun support n&apos;atteint %1 m à %2G</translation>
    </message>
</context>
<context>
    <name>CatalogItemHtml</name>
    <message>
        <source>read in a vendor document</source>
        <translation>lu dans un document du fabricant</translation>
    </message>
    <message>
        <source>secondary source quoting the vendor: verify before quoting</source>
        <translation>source secondaire citant le fabricant : à vérifier avant tout devis</translation>
    </message>
    <message>
        <source>uncertain, conflicting or derived</source>
        <translation>incertain, contradictoire ou dérivé</translation>
    </message>
    <message>
        <source>missing: no public source</source>
        <translation>manquant : aucune source publique</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>GPU :</translation>
    </message>
    <message>
        <source>Ports:</source>
        <translation>Ports :</translation>
    </message>
    <message>
        <source>Price:</source>
        <translation>Prix :</translation>
    </message>
    <message>
        <source>no public estimate</source>
        <translation>aucune estimation publique</translation>
    </message>
    <message>
        <source>(public estimate, %1)</source>
        <translation>(estimation publique, %1)</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>feed %1 (%2): %3 normal</source>
        <translation>voie %1 (%2) : %3 en temps normal</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>non renseigné</translation>
    </message>
    <message>
        <source>, %1 when feed %2 fails</source>
        <translation>, %1 quand la voie %2 tombe</translation>
    </message>
    <message>
        <source>, usable %1 (%2 %)</source>
        <translation>, utilisable %1 (%2 %)</translation>
    </message>
    <message>
        <source>heat %1 = %2 BTU/h, airflow %3 CFM at a %4 °C rise, cooling class %5</source>
        <translation>chaleur %1 = %2 BTU/h, débit d&apos;air %3 CFM pour une hausse de %4 °C, classe de refroidissement %5</translation>
    </message>
    <message>
        <source>PDU %1 on feed %2: %3 normal, %4 on failover, %5 inlet(s)</source>
        <translation>PDU %1 sur la voie %2 : %3 en temps normal, %4 en secours, %5 entrée(s)</translation>
    </message>
    <message>
        <source>suggested circuit per feed: 3-phase 400 V %1 at PF 0.95 (%2 A needed to carry %3 at 80 %)</source>
        <translation>circuit conseillé par voie : triphasé 400 V %1 à FP 0,95 (%2 A nécessaires pour porter %3 à 80 %)</translation>
    </message>
    <message>
        <source>row %1: %2 rack(s), %3 max, %4 typical, %5 BTU/h, %6 kg</source>
        <translation>rangée %1 : %2 baie(s), %3 max., %4 typique, %5 BTU/h, %6 kg</translation>
    </message>
    <message>
        <source>  facility power:     %1 at PUE %2 (assumed)</source>
        <translation>  puissance du site :   %1 à PUE %2 (supposé)</translation>
    </message>
    <message>
        <source>  facility power:     %1 at PUE %2</source>
        <translation>  puissance du site :   %1 à PUE %2</translation>
    </message>
    <message>
        <source>  airflow:            %1 CFM</source>
        <translation>  débit d&apos;air :         %1 CFM</translation>
    </message>
    <message>
        <source>  energy per year:    %1 kWh</source>
        <translation>  énergie par an :      %1 kWh</translation>
    </message>
    <message>
        <source>%1 leaf / %2 spine / %3 core</source>
        <translation>%1 leaf / %2 spine / %3 core</translation>
    </message>
    <message>
        <source> / %1 super-core</source>
        <translation> / %1 super-core</translation>
    </message>
    <message>
        <source>NVLink: %1 x %2 with %3 x %4: %5 domain(s) of %6 GPU(s), %7</source>
        <translation>NVLink : %1 x %2 avec %3 x %4 : %5 domaine(s) de %6 GPU, %7</translation>
    </message>
    <message>
        <source>, %1 GB/s per GPU</source>
        <translation>, %1 Go/s par GPU</translation>
    </message>
    <message>
        <source>network %1: %2 tier(s), %3, %4 nodes, %5 links</source>
        <translation>réseau %1 : %2 niveau(x), %3, %4 nœuds, %5 liens</translation>
    </message>
    <message>
        <source>(no network)</source>
        <translation>(aucun réseau)</translation>
    </message>
    <message>
        <source>, leaf %1:1 as built</source>
        <translation>, feuille %1:1 tel que construit</translation>
    </message>
    <message>
        <source> (public estimates)</source>
        <translation> (estimations publiques)</translation>
    </message>
    <message>
        <source>, %1 line(s) unpriced</source>
        <translation>, %1 ligne(s) sans prix</translation>
    </message>
    <message>
        <source>rack %1%2 kW max, %3 BTU/h, %4/%5 U, %6 kg, %7</source>
        <translation>baie %1%2 kW max., %3 BTU/h, %4/%5 U, %6 kg, %7</translation>
    </message>
    <message>
        <source> (+%1 device(s) of unknown power)</source>
        <translation> (+%1 équipement(s) de puissance inconnue)</translation>
    </message>
    <message>
        <source>Design: %1</source>
        <translation>Conception : %1</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <source>  servers:            %1</source>
        <translation>  serveurs :            %1</translation>
    </message>
    <message>
        <source>  GPUs:               %1</source>
        <translation>  GPU :                 %1</translation>
    </message>
    <message>
        <source>  GPU memory:         %1 GB</source>
        <translation>  mémoire GPU :         %1 Go</translation>
    </message>
    <message>
        <source>  racks:              %1</source>
        <translation>  baies :               %1</translation>
    </message>
    <message>
        <source>  power max/typical:  %1 / %2%3 kW</source>
        <translation>  puissance max./typ. : %1 / %2%3 kW</translation>
    </message>
    <message>
        <source>  heat at max:        %1 BTU/h</source>
        <translation>  chaleur au max. :     %1 BTU/h</translation>
    </message>
    <message>
        <source>  weight:             %1 kg</source>
        <translation>  poids :               %1 kg</translation>
    </message>
    <message>
        <source>  BOM total:          %1</source>
        <translation>  total nomenclature :  %1</translation>
    </message>
    <message>
        <source>Issues: %1 error(s), %2 warning(s)</source>
        <translation>Problèmes : %1 erreur(s), %2 avertissement(s)</translation>
    </message>
    <message>
        <source>design file</source>
        <translation>fichier de conception</translation>
    </message>
    <message>
        <source>unknown --format &apos;%1&apos; (csv, json, xlsx, pdf)</source>
        <translation>--format &apos;%1&apos; inconnu (csv, json, xlsx, pdf)</translation>
    </message>
    <message>
        <source>--format %1 needs -o FILE</source>
        <translation>--format %1 demande -o FICHIER</translation>
    </message>
    <message>
        <source>--currency needs an ISO 4217 code such as USD or EUR, not &apos;%1&apos;</source>
        <translation>--currency demande un code ISO 4217 comme USD ou EUR, pas &apos;%1&apos;</translation>
    </message>
    <message>
        <source>pricelist command (import, list)</source>
        <translation>commande pricelist (import, list)</translation>
    </message>
    <message>
        <source>unknown pricelist command &apos;%1&apos; (import, list)</source>
        <translation>commande pricelist &apos;%1&apos; inconnue (import, list)</translation>
    </message>
    <message>
        <source>price list file (CSV or XLSX)</source>
        <translation>fichier de liste de prix (CSV ou XLSX)</translation>
    </message>
    <message>
        <source>stored as price list &apos;%1&apos; in %2</source>
        <translation>enregistrée comme liste de prix &apos;%1&apos; dans %2</translation>
    </message>
    <message>
        <source>unknown kind &apos;%1&apos; (server, gpu, nic, switch, cable, transceiver, rack, pdu, storage, service, cdu)</source>
        <translation>type &apos;%1&apos; inconnu (server, gpu, nic, switch, cable, transceiver, rack, pdu, storage, service, cdu)</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>pas de prix</translation>
    </message>
    <message>
        <source>in the system</source>
        <translation>dans le système</translation>
    </message>
    <message>
        <source>  (preliminary)</source>
        <translation>  (préliminaire)</translation>
    </message>
    <message>
        <source>%1 item(s)</source>
        <translation>%1 article(s)</translation>
    </message>
    <message>
        <source>price</source>
        <translation>prix</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>estimation</translation>
    </message>
    <message>
        <source>price list</source>
        <translation>liste de prix</translation>
    </message>
    <message>
        <source>, with its GPUs</source>
        <translation>, avec ses GPU</translation>
    </message>
    <message>
        <source>catalog id</source>
        <translation>identifiant du catalogue</translation>
    </message>
    <message>
        <source>no catalog item &apos;%1&apos;</source>
        <translation>aucun article &apos;%1&apos; au catalogue</translation>
    </message>
    <message>
        <source>  PRELIMINARY: announced, not shipping; the figures are the vendor&apos;s preliminary ones</source>
        <translation>  PRÉLIMINAIRE : annoncé, pas encore livré ; les valeurs sont les chiffres préliminaires du constructeur</translation>
    </message>
    <message>
        <source>ports</source>
        <translation>ports</translation>
    </message>
    <message>
        <source>missing (no public source)</source>
        <translation>manquant (aucune source publique)</translation>
    </message>
    <message>
        <source>catalog file to import</source>
        <translation>fichier de catalogue à importer</translation>
    </message>
    <message>
        <source>imported %1 item(s) into %2</source>
        <translation>%1 article(s) importé(s) dans %2</translation>
    </message>
    <message>
        <source>not imported: %1</source>
        <translation>non importé : %1</translation>
    </message>
    <message>
        <source>NetBox device type file or folder</source>
        <translation>fichier ou dossier de types d&apos;équipement NetBox</translation>
    </message>
    <message>
        <source>imported %1 of %2 NetBox device type file(s) into %3</source>
        <translation>%1 fichier(s) de types d&apos;équipement NetBox sur %2 importé(s) dans %3</translation>
    </message>
    <message>
        <source>catalog verb (list, show, import, import-netbox)</source>
        <translation>action du catalogue (list, show, import, import-netbox)</translation>
    </message>
    <message>
        <source>unknown catalog verb &apos;%1&apos;</source>
        <translation>action du catalogue &apos;%1&apos; inconnue</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 demande une valeur</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>option %1 inconnue</translation>
    </message>
    <message>
        <source>missing %1</source>
        <translation>%1 manquant</translation>
    </message>
    <message>
        <source>%1 needs a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>%1 demande un nombre entier de %2 à %3, pas &apos;%4&apos;</translation>
    </message>
    <message>
        <source>%1 needs a number above 0 and at most %2, not &apos;%3&apos;</source>
        <translation>%1 demande un nombre supérieur à 0 et au plus %2, pas &apos;%3&apos;</translation>
    </message>
    <message>
        <source>unknown --model &apos;%1&apos;; presets: %2</source>
        <translation>--model &apos;%1&apos; inconnu ; modèles prédéfinis : %2</translation>
    </message>
    <message>
        <source>* best value of the row. Throughput predicted for %1 (docs/predict.md); quotes from catalog estimates unless --price-list is given.</source>
        <translation>* meilleure valeur de la ligne. Débit prédit pour %1 (docs/predict.md) ; devis sur les estimations du catalogue sauf si --price-list est donné.</translation>
    </message>
    <message>
        <source>export needs --netbox DIR</source>
        <translation>export demande --netbox DOSSIER</translation>
    </message>
    <message>
        <source>wrote %1 files for NetBox into %2 (%3 racks, %4 devices, %5 cables)</source>
        <translation>%1 fichiers pour NetBox écrits dans %2 (%3 baies, %4 équipements, %5 câbles)</translation>
    </message>
    <message>
        <source>--oversubscription needs DOWN:UP such as 1:1 or 2:1, not &apos;%1&apos;</source>
        <translation>--oversubscription demande DESCENDANT:MONTANT comme 1:1 ou 2:1, pas &apos;%1&apos;</translation>
    </message>
    <message>
        <source>  switches:         %1 leaf, %2 spine, %3 core</source>
        <translation>  commutateurs :    %1 leaf, %2 spine, %3 core</translation>
    </message>
    <message>
        <source>, %1 super-core</source>
        <translation>, %1 super-core</translation>
    </message>
    <message>
        <source>  cables:           %1 node-leaf</source>
        <translation>  câbles :          %1 nœud-leaf</translation>
    </message>
    <message>
        <source> (incl. %1 management)</source>
        <translation> (dont %1 de gestion)</translation>
    </message>
    <message>
        <source>, %1 leaf-spine, %2 spine-core</source>
        <translation>, %1 leaf-spine, %2 spine-core</translation>
    </message>
    <message>
        <source>, %1 core-super-core</source>
        <translation>, %1 core-super-core</translation>
    </message>
    <message>
        <source>  transceivers:     %1 (%2 switch, %3 node, %4 management; every link optical)</source>
        <translation>  optiques :        %1 (%2 commutateur, %3 nœud, %4 gestion ; chaque lien optique)</translation>
    </message>
    <message>
        <source>Fat tree: %1 nodes x %2 rails, %3-port switches, target %4:%5</source>
        <translation>Fat tree : %1 nœuds x %2 rails, commutateurs de %3 ports, cible %4:%5</translation>
    </message>
    <message>
        <source>  tiers:            %1</source>
        <translation>  niveaux :         %1</translation>
    </message>
    <message>
        <source>  leaf ports:       %1 down, %2 up (%3:1)</source>
        <translation>  ports leaf :      %1 descendants, %2 montants (%3:1)</translation>
    </message>
    <message>
        <source>  scalable units:   %1 of %2 nodes</source>
        <translation>  unités évolutives : %1 de %2 nœuds</translation>
    </message>
    <message>
        <source>, in %1 pod(s)</source>
        <translation>, en %1 pod(s)</translation>
    </message>
    <message>
        <source>, in %1 superpods of %2 pods</source>
        <translation>, en %1 superpods de %2 pods</translation>
    </message>
    <message>
        <source>fabric needs --nodes N</source>
        <translation>fabric demande --nodes N</translation>
    </message>
    <message>
        <source>fabric needs --server ID</source>
        <translation>fabric demande --server ID</translation>
    </message>
    <message>
        <source>--checkpoint-gbs sizes a generated storage network: fabric DESIGN --generate --kind storage --checkpoint-gbs X -o OUT</source>
        <translation>--checkpoint-gbs dimensionne un réseau de stockage généré : fabric CONCEPTION --generate --kind storage --checkpoint-gbs X -o SORTIE</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>  links:        %1 node-leaf, %2 leaf-spine, %3 spine-core, </source>
        <translation>  liens :       %1 nœud-leaf, %2 leaf-spine, %3 spine-core, </translation>
    </message>
    <message>
        <source>%1 core-super-core, </source>
        <translation>%1 core-super-core, </translation>
    </message>
    <message>
        <source>%1 other</source>
        <translation>%1 autres</translation>
    </message>
    <message>
        <source>links without a network</source>
        <translation>liens sans réseau</translation>
    </message>
    <message>
        <source>  tiers:        %1</source>
        <translation>  niveaux :     %1</translation>
    </message>
    <message>
        <source>  switches:     %1 leaf, %2 spine, %3 core</source>
        <translation>  commut. :     %1 leaf, %2 spine, %3 core</translation>
    </message>
    <message>
        <source>  nodes:        %1 (%2 of %3 %4 ports cabled)</source>
        <translation>  nœuds :       %1 (%2 sur %3 ports %4 câblés)</translation>
    </message>
    <message>
        <source>  oversubscription: leaf %1:1</source>
        <translation>  sursouscription : feuille %1:1</translation>
    </message>
    <message>
        <source> (target %1)</source>
        <translation> (cible %1)</translation>
    </message>
    <message>
        <source>  cables:       </source>
        <translation>  câbles :      </translation>
    </message>
    <message>
        <source>  transceivers: </source>
        <translation>  optiques :    </translation>
    </message>
    <message>
        <source>No network: the design has no links.</source>
        <translation>Aucun réseau : la conception n&apos;a aucun lien.</translation>
    </message>
    <message>
        <source>--kind needs compute, storage, inband or oob, not &apos;%1&apos;</source>
        <translation>--kind demande compute, storage, inband ou oob, pas &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 network rack(s), %2 leaf, %3 spine, %4 core</source>
        <translation>%1 baie(s) réseau, %2 leaf, %3 spine, %4 core</translation>
    </message>
    <message>
        <source>, %1 super-core (a fourth tier: %2 pods are more than one core joins; %3 superpods of up to %4 pods; a switch with more ports would keep three tiers)</source>
        <translation>, %1 super-core (un quatrième niveau : %2 pods dépassent ce qu&apos;un core relie ; %3 superpods d&apos;au plus %4 pods ; un commutateur à plus de ports garderait trois niveaux)</translation>
    </message>
    <message>
        <source>; %1 fitted to %2 servers</source>
        <translation> ; %1 monté dans %2 serveurs</translation>
    </message>
    <message>
        <source>%1 link(s): %2</source>
        <translation>%1 lien(s) : %2</translation>
    </message>
    <message>
        <source>--checkpoint-gbs sizes a storage network (--kind storage) in place of --oversubscription</source>
        <translation>--checkpoint-gbs dimensionne un réseau de stockage (--kind storage) à la place de --oversubscription</translation>
    </message>
    <message>
        <source>sized for %1 GB/s of checkpoints: the GPU nodes&apos; storage ports carry %2 GB/s; </source>
        <translation>dimensionné pour %1 Go/s de points de contrôle : les ports de stockage des nœuds GPU portent %2 Go/s ; </translation>
    </message>
    <message>
        <source>leaves at %1:%2 pass %3 GB/s to the storage</source>
        <translation>les feuilles à %1:%2 passent %3 Go/s vers le stockage</translation>
    </message>
    <message>
        <source>one switch, every port at line rate</source>
        <translation>un seul commutateur, chaque port au débit nominal</translation>
    </message>
    <message>
        <source>short of it: %1</source>
        <translation>en deçà : %1</translation>
    </message>
    <message>
        <source>fabric DESIGN --generate needs -o OUT.cluster.json</source>
        <translation>fabric CONCEPTION --generate demande -o SORTIE.cluster.json</translation>
    </message>
    <message>
        <source>--handoff-pdf needs a file name, not standard output</source>
        <translation>--handoff-pdf demande un nom de fichier, pas la sortie standard</translation>
    </message>
    <message>
        <source>--lang sets the language of --handoff-pdf</source>
        <translation>--lang fixe la langue de --handoff-pdf</translation>
    </message>
    <message>
        <source>issues takes no file</source>
        <translation>issues ne prend aucun fichier</translation>
    </message>
    <message>
        <source>no command &apos;%1&apos;</source>
        <translation>aucune commande &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--lang takes en or fr</source>
        <translation>--lang prend en ou fr</translation>
    </message>
    <message>
        <source>predict needs --model PRESET or --layers, --hidden, --heads, --vocab and --seq</source>
        <translation>predict demande --model MODÈLE ou --layers, --hidden, --heads, --vocab et --seq</translation>
    </message>
    <message>
        <source>unknown --scale-out &apos;%1&apos;; one of %2</source>
        <translation>--scale-out &apos;%1&apos; inconnu ; l&apos;un de %2</translation>
    </message>
    <message>
        <source>predict needs --gpu ID and --nodes N (or a design file)</source>
        <translation>predict demande --gpu ID et --nodes N (ou un fichier de conception)</translation>
    </message>
    <message>
        <source>--gpu: no GPU &apos;%1&apos; in the catalog</source>
        <translation>--gpu : aucun GPU &apos;%1&apos; au catalogue</translation>
    </message>
    <message>
        <source>--compile applies to --stack torch-fsdp2 or torch-fsdp1 (torch.compile of PyTorch-native FSDP)</source>
        <translation>--compile s&apos;applique à --stack torch-fsdp2 ou torch-fsdp1 (torch.compile du FSDP natif de PyTorch)</translation>
    </message>
    <message>
        <source>predict: --stack %1: no such stack (%2)</source>
        <translation>predict : --stack %1 : pile logicielle inconnue (%2)</translation>
    </message>
    <message>
        <source>--precision is bf16 or fp8, not &apos;%1&apos;</source>
        <translation>--precision vaut bf16 ou fp8, pas &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--recompute is none, selective or full, not &apos;%1&apos;</source>
        <translation>--recompute vaut none, selective ou full, pas &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no design: no storage</source>
        <translation>pas de conception : pas de stockage</translation>
    </message>
    <message>
        <source>--pue is facility / IT power, from 1 to 3, not &apos;%1&apos;</source>
        <translation>--pue est la puissance du site / puissance IT, de 1 à 3, pas &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--context is gone: predict --serve --input-len N --output-len M estimates serving</source>
        <translation>--context n&apos;existe plus : predict --serve --input-len N --output-len M estime l&apos;inférence</translation>
    </message>
    <message>
        <source>written synchronously (--sync-checkpoints)</source>
        <translation>écrits de façon synchrone (--sync-checkpoints)</translation>
    </message>
    <message>
        <source>checkpoints written and read at %1 GB/s (--checkpoint-gbs)</source>
        <translation>points de contrôle écrits et lus à %1 Go/s (--checkpoint-gbs)</translation>
    </message>
    <message>
        <source> (%1; give --checkpoint-gbs)</source>
        <translation> (%1 ; donnez --checkpoint-gbs)</translation>
    </message>
    <message>
        <source>%1 is a training setting; predict --serve takes --engine, --input-len, --output-len, --concurrency, --tp, --precision, --kv-cache, --pue and --electricity-usd-per-kwh</source>
        <translation>%1 est un réglage d&apos;entraînement ; predict --serve prend --engine, --input-len, --output-len, --concurrency, --tp, --precision, --kv-cache, --pue et --electricity-usd-per-kwh</translation>
    </message>
    <message>
        <source>%1 is a training setting, not one of predict --serve</source>
        <translation>%1 est un réglage d&apos;entraînement, pas de predict --serve</translation>
    </message>
    <message>
        <source>--precision is bf16, fp8, fp4 or int4 with --serve, not &apos;%1&apos;</source>
        <translation>--precision vaut bf16, fp8, fp4 ou int4 avec --serve, pas &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--kv-cache is bf16 or fp8, not &apos;%1&apos;</source>
        <translation>--kv-cache vaut bf16 ou fp8, pas &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Model %1: %2 B parameters (%3 B active), context %4 tokens</source>
        <translation>Modèle %1 : %2 G paramètres (%3 G actifs), contexte de %4 jetons</translation>
    </message>
    <message>
        <source>Serving on %1 x %2 with %3: tp %4, %5 replica(s), %6 weights, %7 KV cache, %8 tokens in, %9 out</source>
        <translation>Inférence sur %1 x %2 avec %3 : tp %4, %5 réplique(s), poids %6, cache KV %7, %8 jetons en entrée, %9 en sortie</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Remarque : %1</translation>
    </message>
    <message>
        <source>  concurrency:        %1 request(s) of at most %2 (KV cache %3 GB per GPU, %4 tokens per replica)</source>
        <translation>  concurrence :          %1 requête(s) sur au plus %2 (cache KV %3 Go par GPU, %4 jetons par réplique)</translation>
    </message>
    <message>
        <source>  first token (TTFT): %1 ms</source>
        <translation>  premier jeton (TTFT) : %1 ms</translation>
    </message>
    <message>
        <source>  per output token:   %1 ms (%2 tokens/s per user)</source>
        <translation>  par jeton en sortie :  %1 ms (%2 jetons/s par utilisateur)</translation>
    </message>
    <message>
        <source>  output:             %1 tokens/s (%2 per GPU), %3 requests/s, %4-bound</source>
        <translation>  sortie :               %1 jetons/s (%2 par GPU), %3 requêtes/s, limité par %4</translation>
    </message>
    <message>
        <source>  energy:             %1</source>
        <translation>  énergie :              %1</translation>
    </message>
    <message>
        <source>  energy:             %1 W per GPU, %2 kW facility, %3 J per output token, %4 USD electricity per million output tokens</source>
        <translation>  énergie :              %1 W par GPU, %2 kW au site, %3 J par jeton en sortie, %4 USD d&apos;électricité par million de jetons en sortie</translation>
    </message>
    <message>
        <source>Sizing: %1 concurrent users at %2 tokens/s or more each</source>
        <translation>Dimensionnement : %1 utilisateurs simultanés à %2 jetons/s ou plus chacun</translation>
    </message>
    <message>
        <source>, first token within %1 ms</source>
        <translation>, premier jeton en %1 ms au plus</translation>
    </message>
    <message>
        <source>: %1</source>
        <translation> : %1</translation>
    </message>
    <message>
        <source>: %1 node(s), %2 GPUs as %3 replica(s) of tp %4, %5 users each (%6 tokens/s per user, TTFT %7 ms)</source>
        <translation> : %1 nœud(s), %2 GPU en %3 réplique(s) de tp %4, %5 utilisateurs chacune (%6 jetons/s par utilisateur, TTFT %7 ms)</translation>
    </message>
    <message>
        <source>%1 sizes a deployment: give --users N too</source>
        <translation>%1 dimensionne un déploiement : donnez aussi --users N</translation>
    </message>
    <message>
        <source>  storage:          </source>
        <translation>  stockage :             </translation>
    </message>
    <message>
        <source>not known: %1</source>
        <translation>inconnu : %1</translation>
    </message>
    <message>
        <source>%1 TB raw for %2 TB (%3 checkpoints, %4 TB, and the %5 TB tokenized dataset)</source>
        <translation>%1 To bruts pour %2 To (%3 points de contrôle, %4 To, et le jeu de données tokenisé de %5 To)</translation>
    </message>
    <message>
        <source>: TOO SMALL</source>
        <translation> : TROP PETIT</translation>
    </message>
    <message>
        <source> (%1 system(s) of unknown capacity)</source>
        <translation> (%1 système(s) de capacité inconnue)</translation>
    </message>
    <message>
        <source>; data loading %1 of %2 GB/s read</source>
        <translation> ; chargement des données %1 sur %2 Go/s en lecture</translation>
    </message>
    <message>
        <source>: TOO SLOW</source>
        <translation> : TROP LENT</translation>
    </message>
    <message>
        <source>Model %1: %2 B parameters, %3 layers, hidden %4, seq %5</source>
        <translation>Modèle %1 : %2 G paramètres, %3 couches, dimension cachée %4, séquence %5</translation>
    </message>
    <message>
        <source>Cluster: %1 x %2 %3, %4 x %5 Gb/s %6 per node</source>
        <translation>Grappe : %1 x %2 %3, %4 x %5 Gb/s %6 par nœud</translation>
    </message>
    <message>
        <source>Layout: tp %1, pp %2, dp %3, cp %4, vp %5, ep %6, micro-batch %7 x %8, global batch %9</source>
        <translation>Découpage : tp %1, pp %2, dp %3, cp %4, vp %5, ep %6, micro-lot %7 x %8, lot global %9</translation>
    </message>
    <message>
        <source>, ZeRO %1, recompute %2</source>
        <translation>, ZeRO %1, recalcul %2</translation>
    </message>
    <message>
        <source> (%1 layers per stage)</source>
        <translation> (%1 couches par étage)</translation>
    </message>
    <message>
        <source>Software stack: %1</source>
        <translation>Pile logicielle : %1</translation>
    </message>
    <message>
        <source>  step time:        %1 s (compute %2, TP comm %3</source>
        <translation>  durée d&apos;une étape :    %1 s (calcul %2, comm. TP %3</translation>
    </message>
    <message>
        <source>, EP all-to-all %1</source>
        <translation>, all-to-all EP %1</translation>
    </message>
    <message>
        <source>, bubble %1, DP comm exposed %2 of %3)</source>
        <translation>, bulle %1, comm. DP exposée %2 sur %3)</translation>
    </message>
    <message>
        <source>  tokens/s:         %1 (%2 per GPU)</source>
        <translation>  jetons/s :             %1 (%2 par GPU)</translation>
    </message>
    <message>
        <source>  model TFLOPS/GPU: %1, MFU %2 %</source>
        <translation>  TFLOPS modèle/GPU :    %1, MFU %2 %</translation>
    </message>
    <message>
        <source>  memory per GPU:   %1 GB of %2 usable (%3)</source>
        <translation>  mémoire par GPU :      %1 Go sur %2 utilisables (%3)</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>tient</translation>
    </message>
    <message>
        <source>does NOT fit: %1</source>
        <translation>ne tient PAS : %1</translation>
    </message>
    <message>
        <source>  time to train:    %1 days for %2 tokens</source>
        <translation>  durée d&apos;entraînement : %1 jours pour %2 jetons</translation>
    </message>
    <message>
        <source>  alternative: tp %1 pp %2 dp %3 vp %4 ep %5 mb %6 %7: %8 tokens/s</source>
        <translation>  variante : tp %1 pp %2 dp %3 vp %4 ep %5 mb %6 %7 : %8 jetons/s</translation>
    </message>
    <message>
        <source>  scaling:         </source>
        <translation>  passage à l&apos;échelle : </translation>
    </message>
    <message>
        <source> %1 node(s) </source>
        <translation> %1 nœud(s) </translation>
    </message>
    <message>
        <source>%1 %;</source>
        <translation>%1 % ;</translation>
    </message>
    <message>
        <source>does not fit;</source>
        <translation>ne tient pas ;</translation>
    </message>
    <message>
        <source>Serving (%1, %2 tokens in, %3 out, tp %4, %5 replica(s)): %6 requests at once, %7 output tokens/s at %8 per user (predict --serve for more)</source>
        <translation>Inférence (%1, %2 jetons en entrée, %3 en sortie, tp %4, %5 réplique(s)) : %6 requêtes simultanées, %7 jetons/s en sortie à %8 par utilisateur (predict --serve pour le détail)</translation>
    </message>
    <message>
        <source>  energy:           </source>
        <translation>  énergie :              </translation>
    </message>
    <message>
        <source>%1 MWh (facility %2 kW at PUE %3), %4 tokens/kWh, $%5 per million tokens at $%6/kWh</source>
        <translation>%1 MWh (site %2 kW à PUE %3), %4 jetons/kWh, %5 $ par million de jetons à %6 $/kWh</translation>
    </message>
    <message>
        <source> every %1 min stalls training %2 s (async save; written to storage in %3 s beside training), </source>
        <translation> toutes les %1 min arrête l&apos;entraînement %2 s (sauvegarde asynchrone ; écrit sur le stockage en %3 s pendant l&apos;entraînement), </translation>
    </message>
    <message>
        <source> written in %1 s every %2 min, </source>
        <translation> écrit en %1 s toutes les %2 min, </translation>
    </message>
    <message>
        <source>  goodput:          </source>
        <translation>  goodput :              </translation>
    </message>
    <message>
        <source>%1 % (%2 tokens/s): an interruption every %3 h, a %4 GB checkpoint</source>
        <translation>%1 % (%2 jetons/s) : une interruption toutes les %3 h, un point de contrôle de %4 Go</translation>
    </message>
    <message>
        <source>%1 min to resume</source>
        <translation>%1 min pour reprendre</translation>
    </message>
    <message>
        <source>the name of an imported price list; &apos;%1&apos; is not in %2 (cluster-designer-cli pricelist import FILE)</source>
        <translation>le nom d&apos;une liste de prix importée ; &apos;%1&apos; n&apos;est pas dans %2 (cluster-designer-cli pricelist import FICHIER)</translation>
    </message>
    <message>
        <source>report needs -o FILE.pdf</source>
        <translation>report demande -o FICHIER.pdf</translation>
    </message>
    <message>
        <source>wrote %1: %2 variant(s)</source>
        <translation>%1 écrit : %2 variante(s)</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>commande &apos;%1&apos; inconnue</translation>
    </message>
    <message>
        <source>internal error: %1</source>
        <translation>erreur interne : %1</translation>
    </message>
    <message>
        <source>%1, not &apos;%2&apos;</source>
        <translation>%1, pas &apos;%2&apos;</translation>
    </message>
    <message>
        <source>a price in USD per GPU-hour</source>
        <translation>un prix en USD par heure-GPU</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>%1 is a training setting; tco --serve prices serving</source>
        <translation>%1 est un réglage d&apos;entraînement ; tco --serve chiffre l&apos;inférence</translation>
    </message>
    <message>
        <source>%1 is a serving setting: give --serve</source>
        <translation>%1 est un réglage d&apos;inférence : donnez --serve</translation>
    </message>
    <message>
        <source>--cloud-term is on-demand, 1-year or 3-year, not &apos;%1&apos;</source>
        <translation>--cloud-term vaut on-demand, 1-year ou 3-year, pas &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 above 0 and at most %2, not &apos;%3&apos;</source>
        <translation>%1 supérieur à 0 et au plus %2, pas &apos;%3&apos;</translation>
    </message>
    <message>
        <source>%1 is a serving question: give --serve</source>
        <translation>%1 est une question d&apos;inférence : donnez --serve</translation>
    </message>
    <message>
        <source>--concurrency picks the serving point; --tokens-per-user and --ttft-ms pick it from a latency target: give one or the other</source>
        <translation>--concurrency choisit le point de fonctionnement ; --tokens-per-user et --ttft-ms le choisissent d&apos;après une cible de latence : donnez l&apos;un ou l&apos;autre</translation>
    </message>
    <message>
        <source>tokens/s per user</source>
        <translation>jetons/s par utilisateur</translation>
    </message>
    <message>
        <source>the design&apos;s serving point is unknown</source>
        <translation>le point de fonctionnement en inférence de la conception est inconnu</translation>
    </message>
    <message>
        <source>not even one request in flight on this design meets the target</source>
        <translation>même une seule requête en cours n&apos;atteint pas la cible sur cette conception</translation>
    </message>
    <message>
        <source>facility kW</source>
        <translation>kW du site</translation>
    </message>
    <message>
        <source>a cost in %1</source>
        <translation>un coût en %1</translation>
    </message>
    <message>
        <source>Warning, %1</source>
        <translation>Attention, %1</translation>
    </message>
    <message>
        <source>Capex: %1 %2 (the quote&apos;s net subtotal), %3 %2 a year (capital recovery factor %4)</source>
        <translation>CAPEX : %1 %2 (sous-total net du devis), %3 %2 par an (facteur de récupération du capital %4)</translation>
    </message>
    <message>
        <source>Opex: %1 %2 a year:</source>
        <translation>OPEX : %1 %2 par an :</translation>
    </message>
    <message>
        <source>Cost: %1 %2 a year, %3 %2 over the life; energy %4 % (%5 kWh a year)</source>
        <translation>Coût : %1 %2 par an, %3 %2 sur la durée de vie ; énergie %4 % (%5 kWh par an)</translation>
    </message>
    <message>
        <source>GPU-hour: %1 %2 (%3 GPU-hours a year)</source>
        <translation>Heure-GPU : %1 %2 (%3 heures-GPU par an)</translation>
    </message>
    <message>
        <source>GPU-hour: %1 %2 (%3 GPU-hours a year, as given)</source>
        <translation>Heure-GPU : %1 %2 (%3 heures-GPU par an, valeur donnée)</translation>
    </message>
    <message>
        <source>Workload: %1</source>
        <translation>Charge de travail : %1</translation>
    </message>
    <message>
        <source>Tokens: %1 %2 per million output tokens, %3 %2 per million input tokens</source>
        <translation>Jetons : %1 %2 par million de jetons en sortie, %3 %2 par million de jetons en entrée</translation>
    </message>
    <message>
        <source>Training run: %1 days, %2 %3</source>
        <translation>Entraînement : %1 jours, %2 %3</translation>
    </message>
    <message>
        <source>Cloud: %1</source>
        <translation>Cloud : %1</translation>
    </message>
    <message>
        <source>Cloud: %1 %2 per GPU-hour (%3): the same GPU-hours cost %4 %2 a year; owning pays </source>
        <translation>Cloud : %1 %2 par heure-GPU (%3) : les mêmes heures-GPU coûtent %4 %2 par an ; posséder est rentable </translation>
    </message>
    <message>
        <source>above %1 % utilisation</source>
        <translation>au-delà d&apos;un taux d&apos;utilisation de %1 %</translation>
    </message>
    <message>
        <source>at no utilisation</source>
        <translation>à aucun taux d&apos;utilisation</translation>
    </message>
    <message>
        <source>, after %1 months</source>
        <translation>, après %1 mois</translation>
    </message>
    <message>
        <source>%1 GPU servers (%2 GPUs) in %3 rack, %4 kW facility busy; %5 %6 a year</source>
        <translation>%1 serveurs GPU (%2 GPU) dans %3 baie, %4 kW au site en charge ; %5 %6 par an</translation>
    </message>
    <message>
        <source>%1 GPU servers (%2 GPUs) in %3 racks, %4 kW facility busy; %5 %6 a year</source>
        <translation>%1 serveurs GPU (%2 GPU) dans %3 baies, %4 kW au site en charge ; %5 %6 par an</translation>
    </message>
    <message>
        <source>, %1 %2 per million output tokens</source>
        <translation>, %1 %2 par million de jetons en sortie</translation>
    </message>
    <message>
        <source> (lower bounds: unpriced lines)</source>
        <translation> (bornes basses : lignes sans prix)</translation>
    </message>
    <message>
        <source>%1 users on %2 replicas of tp %3 (%4 each), %5 tokens/s per user, first token in %6 ms</source>
        <translation>%1 utilisateurs sur %2 répliques de tp %3 (%4 chacune), %5 jetons/s par utilisateur, premier jeton en %6 ms</translation>
    </message>
    <message>
        <source>Users: </source>
        <translation>Utilisateurs : </translation>
    </message>
    <message>
        <source>Power budget %1 kW: </source>
        <translation>Budget de puissance %1 kW : </translation>
    </message>
    <message>
        <source>Cost target %1 %2 per million output tokens: at most %3 requests in flight, %4 tokens/s per user (%5 %2)</source>
        <translation>Coût cible %1 %2 par million de jetons en sortie : au plus %3 requêtes en cours, %4 jetons/s par utilisateur (%5 %2)</translation>
    </message>
    <message>
        <source>Power: %1 kW busy, %2 kW idle (IT): %3</source>
        <translation>Puissance : %1 kW en charge, %2 kW au repos (IT) : %3</translation>
    </message>
    <message>
        <source>Assumptions:</source>
        <translation>Hypothèses :</translation>
    </message>
    <message>
        <source>set for this design</source>
        <translation>fixé pour cette conception</translation>
    </message>
    <message>
        <source>usage: cluster-designer-cli COMMAND [ARGS]</source>
        <translation>utilisation : cluster-designer-cli COMMANDE [ARGS]</translation>
    </message>
    <message>
        <source>A file with several variants: commands taking one DESIGN use its active variant.

options: --user-db FILE   use this user catalog instead of the one in the data folder
exit codes: 0 success, 1 invalid input, 2 usage error
</source>
        <translation>Un fichier à plusieurs variantes : les commandes qui prennent une CONCEPTION utilisent sa variante active.

options : --user-db FICHIER   utilise ce catalogue utilisateur au lieu de celui du dossier de données
codes de sortie : 0 succès, 1 entrée invalide, 2 erreur d&apos;utilisation
</translation>
    </message>
    <message>
        <source>  catalog list [--kind KIND] [--json]       list the hardware catalog
  catalog show ID [--json]                  one item with every spec, source and confidence
  catalog import FILE.json                  add your own items to the user catalog
  catalog import-netbox FILE.yaml|DIR [--kind KIND]
                                            add NetBox device types (devicetype-library YAML)
                                            to the user catalog; what a file lacks is reported
</source>
        <translation>  catalog list [--kind KIND] [--json]       liste le catalogue matériel
  catalog show ID [--json]                  un article : chaque valeur, sa source, sa fiabilité
  catalog import FILE.json                  ajoute vos articles au catalogue utilisateur
  catalog import-netbox FILE.yaml|DIR [--kind KIND]
                                            ajoute des types d&apos;équipement NetBox (YAML de
                                            devicetype-library) ; ce qui manque est signalé
</translation>
    </message>
    <message>
        <source>  analyze DESIGN.cluster.json [--json]      servers, GPUs, power, heat, weight, BOM, issues
</source>
        <translation>  analyze DESIGN.cluster.json [--json]      serveurs, GPU, puissance, chaleur, poids, BOM, problèmes
</translation>
    </message>
    <message>
        <source>  bom DESIGN.cluster.json --format csv|json|xlsx|pdf -o FILE [--price-list FILE.csv|.xlsx]
      [--currency CODE] [--lang en|fr]      priced quote: BOM, discounts, margin, tax, totals
                                            (catalog estimates unless a price list is given);
                                            PDF and XLSX in --lang, else the design&apos;s
                                            document language, else the system&apos;s
</source>
        <translation>  bom DESIGN.cluster.json --format csv|json|xlsx|pdf -o FILE [--price-list FILE.csv|.xlsx]
      [--currency CODE] [--lang en|fr]      devis chiffré : BOM, remises, marge, TVA, totaux
                                            (estimations du catalogue sauf liste de prix) ;
                                            PDF et XLSX dans --lang, sinon la langue des
                                            documents de la conception, sinon du système
</translation>
    </message>
    <message>
        <source>  pricelist import FILE.csv|.xlsx [--name NAME] [--currency CODE]
                                            store a reseller price list in the user database
  pricelist list                            names of the stored price lists
</source>
        <translation>  pricelist import FILE.csv|.xlsx [--name NAME] [--currency CODE]
                                            enregistre une liste de prix revendeur
  pricelist list                            noms des listes de prix enregistrées
</translation>
    </message>
    <message>
        <source>  fabric --nodes N --server ID [--rails R] [--switch ID] [--oversubscription 1:1]
         [--management-links N] [--json]    size a rail-optimised fat tree
  fabric DESIGN.cluster.json [--json] [--topology-conf FILE|-] [--cabling-csv FILE|-]
         [--k8s-labels FILE|-] [--slurm-nodes FILE|-] [--nccl-env FILE|-]
         [--handoff-pdf FILE [--lang en|fr]]
                                            the design&apos;s networks read back and checked;
                                            Slurm topology.conf, cabling plan, Kubernetes
                                            node labels, Slurm GPU nodes, NCCL environment;
                                            the hand-off PDF (networks, parts, NCCL, cabling)
  fabric DESIGN.cluster.json --generate -o OUT [--kind compute|storage|inband|oob]
         [--switch ID] [--rails R] [--oversubscription D:U] [--nic ID] [--switch-rack IDS]
         [--checkpoint-gbs X]               generate a network into the design (docs/fabric.md);
                                            a storage network sized for X GB/s of checkpoints
</source>
        <translation>  fabric --nodes N --server ID [--rails R] [--switch ID] [--oversubscription 1:1]
         [--management-links N] [--json]    dimensionne un fat tree optimisé par rail
  fabric DESIGN.cluster.json [--json] [--topology-conf FILE|-] [--cabling-csv FILE|-]
         [--k8s-labels FILE|-] [--slurm-nodes FILE|-] [--nccl-env FILE|-]
         [--handoff-pdf FILE [--lang en|fr]]
                                            les réseaux de la conception relus et vérifiés ;
                                            topology.conf Slurm, plan de câblage, labels de
                                            nœuds Kubernetes, nœuds GPU Slurm, env. NCCL ;
                                            le PDF de remise (réseaux, pièces, NCCL, câblage)
  fabric DESIGN.cluster.json --generate -o OUT [--kind compute|storage|inband|oob]
         [--switch ID] [--rails R] [--oversubscription D:U] [--nic ID] [--switch-rack IDS]
         [--checkpoint-gbs X]               génère un réseau dans la conception (docs/fabric.md) ;
                                            un réseau de stockage pour X Go/s de sauvegardes
</translation>
    </message>
    <message>
        <source>  export DESIGN.cluster.json --netbox DIR [--site NAME]
                                            NetBox bulk-import CSVs: site, racks, device
                                            types, devices, interfaces, cables (docs/netbox.md)
</source>
        <translation>  export DESIGN.cluster.json --netbox DIR [--site NAME]
                                            CSV d&apos;import NetBox : site, baies, types
                                            d&apos;équipement, équipements, interfaces, câbles
</translation>
    </message>
    <message>
        <source>  predict --gpu ID --nodes N [--scale-out ib-ndr] (or ib-xdr ib-hdr ib-edr roce-800g roce-400g
          roce-200g roce-100g eth-400g eth-200g eth-100g eth-25g eth-10g)
          [--gpus-per-node 8] [--nics-per-node N] [--oversubscription 1:1]
          --model PRESET | --layers L --hidden H --heads A [--kv-heads G] [--ffn F] --vocab V --seq S
          [--global-batch B] [--micro-batch b] [--tp T --pp P --dp D [--cp C] [--vp V] [--ep E]
          | --auto]
          [--precision bf16|fp8] [--recompute none|selective|full] [--zero 0..3] [--hsdp N]
          [--train-tokens N] [--stack NAME [--compile]] [--pue X]
          [--electricity-usd-per-kwh X] [--checkpoint-gbs X]
          [--interruptions-per-million-gpu-hours X] [--restart-min X] [--sync-checkpoints]
          [--checkpoints-kept 4] [--bytes-per-token B] [--json]
                                            training step time, tokens/s, MFU, memory, scaling,
                                            serving estimate, energy, goodput, storage
                                            (docs/predict.md);
                                            layout fields not given are searched
  predict DESIGN.cluster.json --model PRESET [...]  the same on the design&apos;s GPU servers and NICs
  predict --serve (--gpu ID --nodes N | DESIGN.cluster.json) --model PRESET
          [--engine vllm|trt-llm|sglang|tgi] [--input-len 1024] [--output-len 512]
          [--concurrency N] [--tp T] [--precision bf16|fp8|fp4|int4] [--kv-cache bf16|fp8]
          [--users N [--tokens-per-user X] [--ttft-ms Y]] [--curve-points 16] [--json]
                                            serving as the engine runs it: TTFT, time per
                                            token, tokens/s, latency-throughput curve; with
                                            --users, the nodes that serve them
</source>
        <translation>  predict --gpu ID --nodes N [--scale-out ib-ndr] (ou ib-xdr ib-hdr ib-edr roce-800g roce-400g
          roce-200g roce-100g eth-400g eth-200g eth-100g eth-25g eth-10g)
          [--gpus-per-node 8] [--nics-per-node N] [--oversubscription 1:1]
          --model PRESET | --layers L --hidden H --heads A [--kv-heads G] [--ffn F] --vocab V --seq S
          [--global-batch B] [--micro-batch b] [--tp T --pp P --dp D [--cp C] [--vp V] [--ep E]
          | --auto]
          [--precision bf16|fp8] [--recompute none|selective|full] [--zero 0..3] [--hsdp N]
          [--train-tokens N] [--stack NAME [--compile]] [--pue X]
          [--electricity-usd-per-kwh X] [--checkpoint-gbs X]
          [--interruptions-per-million-gpu-hours X] [--restart-min X] [--sync-checkpoints]
          [--checkpoints-kept 4] [--bytes-per-token B] [--json]
                                            durée d&apos;étape, jetons/s, MFU, mémoire, échelle,
                                            inférence, énergie, goodput, stockage
                                            (docs/predict.md) ;
                                            le découpage non donné est cherché
  predict DESIGN.cluster.json --model PRESET [...]  idem sur les serveurs GPU et NIC de la conception
  predict --serve (--gpu ID --nodes N | DESIGN.cluster.json) --model PRESET
          [--engine vllm|trt-llm|sglang|tgi] [--input-len 1024] [--output-len 512]
          [--concurrency N] [--tp T] [--precision bf16|fp8|fp4|int4] [--kv-cache bf16|fp8]
          [--users N [--tokens-per-user X] [--ttft-ms Y]] [--curve-points 16] [--json]
                                            l&apos;inférence telle que le moteur la sert : TTFT,
                                            temps par jeton, jetons/s, courbe latence-débit ;
                                            avec --users, les nœuds qui les servent
</translation>
    </message>
    <message>
        <source>  compare DESIGN.cluster.json [--json] [--model PRESET] [--train-tokens N] [--price-list FILE]
                                            the project&apos;s variants side by side: GPUs, power,
                                            fabric, tokens/s, time to train, cost (* = best)
</source>
        <translation>  compare DESIGN.cluster.json [--json] [--model PRESET] [--train-tokens N] [--price-list FILE]
                                            les variantes du projet côte à côte : GPU, puiss.,
                                            réseau, jetons/s, entraînement, coût (* = meilleur)
</translation>
    </message>
    <message>
        <source>  report DESIGN.cluster.json -o PROPOSAL.pdf [--model PRESET] [--train-tokens N]
         [--price-list FILE] [--lang en|fr] customer proposal: cover, summary, each variant&apos;s
                                            racks and figures, the comparison table; in
                                            --lang, else the design&apos;s document language,
                                            else the system&apos;s
</source>
        <translation>  report DESIGN.cluster.json -o PROPOSAL.pdf [--model PRESET] [--train-tokens N]
         [--price-list FILE] [--lang en|fr] proposition client : couverture, synthèse, baies
                                            et chiffres de chaque variante, comparaison ;
                                            dans --lang, sinon la langue des documents de la
                                            conception, sinon celle du système
</translation>
    </message>
    <message>
        <source>  tco DESIGN.cluster.json [--json] [--years N] [--cost-of-capital R] [--residual-pct P]
      [--pue X] [--electricity-usd-per-kwh X] [--utilization U] [--idle-power-share S]
      [--colo-usd-per-kw-month X] [--colo-usd-per-rack-month X]
      [--hosting-usd-per-server-year X] [--support-pct P] [--software-usd-per-gpu-year X]
      [--staff-usd-per-year X] [--gpu-hour-usd X] [--cloud-usd-per-gpu-hour X]
      [--cloud-term on-demand|1-year|3-year] [--cloud-prices FILE] [--power-budget-kw X]
      [--price-list FILE] [--model PRESET] [--stack NAME] [--train-tokens N]
      [--serve [--engine E] [--input-len N] [--output-len N] [--tp N] [--precision P]
      [--kv-cache K] [--concurrency N | --tokens-per-user X [--ttft-ms Y]] [--users N]
      [--target-cost-per-million-tokens X]]
                                            total cost of ownership: capex from the quote,
                                            opex, cost per GPU-hour, per million tokens and
                                            per training run, against renting; the servers,
                                            racks and kW for N users or a power budget, the
                                            speed a token cost allows (docs/tco.md)
</source>
        <translation>  tco DESIGN.cluster.json [--json] [--years N] [--cost-of-capital R] [--residual-pct P]
      [--pue X] [--electricity-usd-per-kwh X] [--utilization U] [--idle-power-share S]
      [--colo-usd-per-kw-month X] [--colo-usd-per-rack-month X]
      [--hosting-usd-per-server-year X] [--support-pct P] [--software-usd-per-gpu-year X]
      [--staff-usd-per-year X] [--gpu-hour-usd X] [--cloud-usd-per-gpu-hour X]
      [--cloud-term on-demand|1-year|3-year] [--cloud-prices FILE] [--power-budget-kw X]
      [--price-list FILE] [--model PRESET] [--stack NAME] [--train-tokens N]
      [--serve [--engine E] [--input-len N] [--output-len N] [--tp N] [--precision P]
      [--kv-cache K] [--concurrency N | --tokens-per-user X [--ttft-ms Y]] [--users N]
      [--target-cost-per-million-tokens X]]
                                            coût total de possession : CAPEX du devis, OPEX,
                                            coût par heure-GPU, par million de jetons et par
                                            entraînement, contre la location ; les serveurs,
                                            baies et kW pour N utilisateurs ou un budget de
                                            puissance, la vitesse pour un coût (docs/tco.md)
</translation>
    </message>
    <message>
        <source>  issues [--json | --markdown]              every issue code the checks report, with its
                                            severity and message (docs/issues.md)
</source>
        <translation>  issues [--json | --markdown]              chaque code de problème des vérifications, avec
                                            sa gravité et son message (docs/issues.md)
</translation>
    </message>
    <message>
        <source>commands:</source>
        <translation>commandes :</translation>
    </message>
    <message>
        <source>usage: cluster-designer-cli %1 [ARGS]</source>
        <translation>utilisation : cluster-designer-cli %1 [ARGS]</translation>
    </message>
    <message>
        <source>no --scale-out given: NDR InfiniBand assumed (a 400 Gb/s NIC per GPU, the DGX SuperPOD reference fabric); --scale-out names another</source>
        <translation>pas de --scale-out : InfiniBand NDR supposé (une carte réseau de 400 Gb/s par GPU, le réseau de référence du DGX SuperPOD) ; --scale-out en désigne un autre</translation>
    </message>
    <message>
        <source> (+%1 part(s) of unknown weight)</source>
        <translation> (+%1 élément(s) de poids inconnu)</translation>
    </message>
    <message>
        <source>--currency %1: the quote is in %2 and quote.exchange_rates gives no rate for %1 (units of %2 for one %1)</source>
        <translation>--currency %1 : le devis est en %2 et quote.exchange_rates ne donne pas de taux pour %1 (unités de %2 pour un %1)</translation>
    </message>
    <message>
        <source>--oversubscription needs DOWN:UP such as 1:1 or 2:1 (at most 64:1), not &apos;%1&apos;</source>
        <translation>--oversubscription demande DESCENDANT:MONTANT comme 1:1 ou 2:1 (au plus 64:1), pas &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown --transport &apos;%1&apos;; one of %2</source>
        <translation>--transport &apos;%1&apos; inconnu ; l&apos;un de %2</translation>
    </message>
    <message>
        <source>a model preset (%1), not &apos;%2&apos;</source>
        <translation>un modèle prédéfini (%1), pas &apos;%2&apos;</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argument inattendu &apos;%1&apos;</translation>
    </message>
    <message>
        <source>tco: --stack %1: no such stack (%2)</source>
        <translation>tco : --stack %1 : pile logicielle inconnue (%2)</translation>
    </message>
    <message>
        <source>--user-db needs a file path (leave it out for the default)</source>
        <translation>--user-db attend un chemin de fichier (l&apos;omettre pour celui par défaut)</translation>
    </message>
</context>
<context>
    <name>CloudPrices</name>
    <message>
        <source>Oracle Cloud (OCI) list price of 2026-09-18, as the SkyPilot project records it</source>
        <translation>prix catalogue d&apos;Oracle Cloud (OCI) du 18/09/2026, tel que le relève le projet SkyPilot</translation>
    </message>
    <message>
        <source>BM.GPU.A100-v2.8 (8 x A100 80GB), USD 32 an instance-hour</source>
        <translation>BM.GPU.A100-v2.8 (8 x A100 80GB), 32 USD l&apos;heure d&apos;instance</translation>
    </message>
    <message>
        <source>BM.GPU.H100.8 (8 x H100), USD 80 an instance-hour</source>
        <translation>BM.GPU.H100.8 (8 x H100), 80 USD l&apos;heure d&apos;instance</translation>
    </message>
    <message>
        <source>BM.GPU.H200.8 (8 x H200), USD 80 an instance-hour</source>
        <translation>BM.GPU.H200.8 (8 x H200), 80 USD l&apos;heure d&apos;instance</translation>
    </message>
    <message>
        <source>BM.GPU.B200.8 (8 x B200), USD 112 an instance-hour</source>
        <translation>BM.GPU.B200.8 (8 x B200), 112 USD l&apos;heure d&apos;instance</translation>
    </message>
    <message>
        <source>BM.GPU.B300.8 (8 x B300), USD 120 an instance-hour</source>
        <translation>BM.GPU.B300.8 (8 x B300), 120 USD l&apos;heure d&apos;instance</translation>
    </message>
    <message>
        <source>BM.GPU.GB200.4 (4 x GB200), USD 64 an instance-hour</source>
        <translation>BM.GPU.GB200.4 (4 x GB200), 64 USD l&apos;heure d&apos;instance</translation>
    </message>
    <message>
        <source>BM.GPU.GB300.4 (4 x GB300), USD 72 an instance-hour</source>
        <translation>BM.GPU.GB300.4 (4 x GB300), 72 USD l&apos;heure d&apos;instance</translation>
    </message>
    <message>
        <source>BM.GPU.MI300X.8 (8 x MI300X), USD 48 an instance-hour</source>
        <translation>BM.GPU.MI300X.8 (8 x MI300X), 48 USD l&apos;heure d&apos;instance</translation>
    </message>
    <message>
        <source>BM.GPU.MI355X.8 (8 x MI355X), USD 68.80 an instance-hour</source>
        <translation>BM.GPU.MI355X.8 (8 x MI355X), 68,80 USD l&apos;heure d&apos;instance</translation>
    </message>
    <message>
        <source>BM.GPU.L40S.4 (4 x L40S), USD 14 an instance-hour</source>
        <translation>BM.GPU.L40S.4 (4 x L40S), 14 USD l&apos;heure d&apos;instance</translation>
    </message>
    <message>
        <source>p5.48xlarge (8 x H100), USD 55.04 an instance-hour after the June 2025 cut</source>
        <translation>p5.48xlarge (8 x H100), 55,04 USD l&apos;heure d&apos;instance après la baisse de juin 2025</translation>
    </message>
    <message>
        <source>public code price tables (one checked against an AWS bill), as dstack and SkyPilot use</source>
        <translation>tables de prix publiques dans du code (l&apos;une vérifiée sur une facture AWS), comme celles de dstack et SkyPilot</translation>
    </message>
    <message>
        <source>p5.48xlarge (8 x H100), USD 98.32 an instance-hour</source>
        <translation>p5.48xlarge (8 x H100), 98,32 USD l&apos;heure d&apos;instance</translation>
    </message>
    <message>
        <source>Lenovo Press LP2225, 23 May 2025 (before AWS&apos;s June 2025 P5 price cut)</source>
        <translation>Lenovo Press LP2225, 23 mai 2025 (avant la baisse des prix P5 d&apos;AWS de juin 2025)</translation>
    </message>
    <message>
        <source>p5en.48xlarge (8 x H200), USD 63.296 an instance-hour</source>
        <translation>p5en.48xlarge (8 x H200), 63,296 USD l&apos;heure d&apos;instance</translation>
    </message>
    <message>
        <source>dstack offer listing, github.com/dstackai/dstack pull 4110</source>
        <translation>liste d&apos;offres de dstack, github.com/dstackai/dstack pull 4110</translation>
    </message>
    <message>
        <source>p6-b200.48xlarge (8 x B200), USD 113.93 an instance-hour</source>
        <translation>p6-b200.48xlarge (8 x B200), 113,93 USD l&apos;heure d&apos;instance</translation>
    </message>
    <message>
        <source>public code price table checked against AWS Cost Explorer</source>
        <translation>table de prix publique dans du code, vérifiée avec AWS Cost Explorer</translation>
    </message>
    <message>
        <source>p5.48xlarge (8 x H100), 1-year reserved, USD 77.43 an instance-hour</source>
        <translation>p5.48xlarge (8 x H100), réservée 1 an, 77,43 USD l&apos;heure d&apos;instance</translation>
    </message>
    <message>
        <source>Lenovo Press LP2225, 23 May 2025</source>
        <translation>Lenovo Press LP2225, 23 mai 2025</translation>
    </message>
    <message>
        <source>H100 1-year contract rental index (neoclouds)</source>
        <translation>indice de location de H100 sous contrat d&apos;un an (néoclouds)</translation>
    </message>
    <message>
        <source>SemiAnalysis index as reported by secondary press, April 2026</source>
        <translation>indice SemiAnalysis tel que rapporté par la presse, avril 2026</translation>
    </message>
    <message>
        <source>p5.48xlarge (8 x H100), 3-year reserved, USD 53.95 an instance-hour</source>
        <translation>p5.48xlarge (8 x H100), réservée 3 ans, 53,95 USD l&apos;heure d&apos;instance</translation>
    </message>
    <message>
        <source>no %1 cloud price for the GPU &apos;%2&apos; in the table: give --cloud-usd-per-gpu-hour</source>
        <translation>aucun prix cloud %1 pour le GPU « %2 » dans la table : indiquez --cloud-usd-per-gpu-hour</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Render the main window at 1600x1000 to FILE and exit.</source>
        <translation>Rendre la fenêtre principale en 1600x1000 dans FICHIER et quitter.</translation>
    </message>
    <message>
        <source>Show and raise a dock at start: catalog, inspector, issues, power, fabric, quote, performance, serving, tco, compare or history.</source>
        <translation>Afficher au démarrage un panneau : catalog, inspector, issues, power, fabric, quote, performance, serving, tco, compare ou history.</translation>
    </message>
    <message>
        <source>With --screenshot: the window&apos;s size, WIDTHxHEIGHT (default 1600x1000).</source>
        <translation>Avec --screenshot : la taille de la fenêtre, LARGEURxHAUTEUR (1600x1000 par défaut).</translation>
    </message>
    <message>
        <source>With --screenshot: render slide N (from 1) of Present instead of the window.</source>
        <translation>Avec --screenshot : rendre la diapositive N (à partir de 1) de la présentation au lieu de la fenêtre.</translation>
    </message>
    <message>
        <source>Colour theme for this run: system, light or dark.</source>
        <translation>Thème de couleurs pour cette exécution : system, light ou dark.</translation>
    </message>
    <message>
        <source>Language for this run: en or fr (default: the saved choice, else the system&apos;s).</source>
        <translation>Langue pour cette exécution : en ou fr (par défaut : le choix enregistré, sinon celle du système).</translation>
    </message>
    <message>
        <source>Design, price and check GPU clusters.</source>
        <translation>Concevoir, chiffrer et vérifier des grappes de GPU.</translation>
    </message>
    <message>
        <source>A *.cluster.json file to open.</source>
        <translation>Un fichier *.cluster.json à ouvrir.</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>au moins %1</translation>
    </message>
    <message>
        <source>compute (transport not set)</source>
        <translation>calcul (transport non défini)</translation>
    </message>
    <message>
        <source>not predicted</source>
        <translation>non prédit</translation>
    </message>
    <message>
        <source>no quote</source>
        <translation>pas de devis</translation>
    </message>
    <message>
        <source>mixed currencies</source>
        <translation>devises mélangées</translation>
    </message>
    <message>
        <source>Quote total</source>
        <translation>Total du devis</translation>
    </message>
    <message>
        <source>Quote lines without a price</source>
        <translation>Lignes du devis sans prix</translation>
    </message>
    <message>
        <source>lines</source>
        <translation>lignes</translation>
    </message>
    <message>
        <source>Cost per token/s</source>
        <translation>Coût par jeton/s</translation>
    </message>
    <message>
        <source>%1 per token/s</source>
        <translation>%1 par jeton/s</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>Mémoire GPU</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Serveurs</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>serveurs</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Baies</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>baies</translation>
    </message>
    <message>
        <source>Rack units used</source>
        <translation>Unités de baie occupées</translation>
    </message>
    <message>
        <source>Rack units available</source>
        <translation>Unités de baie disponibles</translation>
    </message>
    <message>
        <source>Power, maximum</source>
        <translation>Puissance maximale</translation>
    </message>
    <message>
        <source>Power, typical</source>
        <translation>Puissance typique</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Chaleur dégagée</translation>
    </message>
    <message>
        <source>Cooling class (worst rack)</source>
        <translation>Refroidissement (baie la plus exigeante)</translation>
    </message>
    <message>
        <source>Compute fabric</source>
        <translation>Fabric de calcul</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Commutateurs</translation>
    </message>
    <message>
        <source>switches</source>
        <translation>commutateurs</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>Câbles</translation>
    </message>
    <message>
        <source>cables</source>
        <translation>câbles</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>Émetteurs-récepteurs</translation>
    </message>
    <message>
        <source>transceivers</source>
        <translation>émetteurs-récepteurs</translation>
    </message>
    <message>
        <source>Software stack</source>
        <translation>Pile logicielle</translation>
    </message>
    <message>
        <source>Training throughput, %1</source>
        <translation>Débit d&apos;entraînement, %1</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>jetons/s</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation>Efficacité de mise à l&apos;échelle</translation>
    </message>
    <message>
        <source>Electricity per million tokens</source>
        <translation>Électricité par million de jetons</translation>
    </message>
    <message>
        <source>Time to train %1 tokens</source>
        <translation>Durée d&apos;entraînement sur %1 jetons</translation>
    </message>
    <message>
        <source>days</source>
        <translation>jours</translation>
    </message>
    <message>
        <source>Energy to train %1 tokens</source>
        <translation>Énergie pour entraîner sur %1 jetons</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>Throughput after interruptions</source>
        <translation>Débit après interruptions</translation>
    </message>
    <message>
        <source>cannot serve</source>
        <translation>ne peut pas servir</translation>
    </message>
    <message>
        <source>Serving output, %1</source>
        <translation>Débit d&apos;inférence en sortie, %1</translation>
    </message>
    <message>
        <source>Energy per output token</source>
        <translation>Énergie par jeton de sortie</translation>
    </message>
    <message>
        <source>Electricity per million output tokens</source>
        <translation>Électricité par million de jetons de sortie</translation>
    </message>
    <message>
        <source>No single variant is best on %1.</source>
        <translation>Aucune variante n&apos;est seule la meilleure en %1.</translation>
    </message>
    <message>
        <source>Best on %1: %2 (%3).</source>
        <translation>Meilleure en %1 : %2 (%3).</translation>
    </message>
    <message>
        <source>%1 with %2 of GPU memory in %3 and %4</source>
        <translation>%1 avec %2 de mémoire GPU dans %3 et %4</translation>
    </message>
    <message>
        <source>server</source>
        <translation>serveur</translation>
    </message>
    <message>
        <source>rack</source>
        <translation>baie</translation>
    </message>
    <message>
        <source>compute fabric %1 with %2 and %3</source>
        <translation>fabric de calcul %1 avec %2 et %3</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>commutateur</translation>
    </message>
    <message>
        <source>cable</source>
        <translation>câble</translation>
    </message>
    <message>
        <source>predicted %1 training %2, scaling efficiency %3, %4 tokens in %5</source>
        <translation>%1 prédits à l&apos;entraînement de %2, efficacité de mise à l&apos;échelle %3, %4 jetons en %5</translation>
    </message>
    <message>
        <source>throughput for %1 not predicted</source>
        <translation>débit pour %1 non prédit</translation>
    </message>
    <message>
        <source>quote total %1</source>
        <translation>total du devis %1</translation>
    </message>
    <message>
        <source>%1 without a price</source>
        <translation>%1 sans prix</translation>
    </message>
    <message>
        <source>line</source>
        <translation>ligne</translation>
    </message>
    <message>
        <source>cost per token/s</source>
        <translation>coût par jeton/s</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>débit</translation>
    </message>
    <message>
        <source>Cost of a GPU-hour (TCO)</source>
        <translation>Coût d&apos;une heure GPU (TCO)</translation>
    </message>
    <message>
        <source>Cost per million output tokens (TCO)</source>
        <translation>Coût par million de jetons de sortie (TCO)</translation>
    </message>
    <message>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <source>no storage</source>
        <translation>pas de stockage</translation>
    </message>
    <message>
        <source>Checkpoint written in</source>
        <translation>Point de contrôle écrit en</translation>
    </message>
    <message>
        <source>Storage, raw</source>
        <translation>Stockage brut</translation>
    </message>
    <message>
        <source>Storage needed (checkpoints, dataset)</source>
        <translation>Stockage nécessaire (points de contrôle, jeu de données)</translation>
    </message>
    <message>
        <source>Training stalled per checkpoint</source>
        <translation>Entraînement arrêté par point de contrôle</translation>
    </message>
    <message>
        <source>not measured (the layout needs all %1 nodes)</source>
        <translation>non mesurée (la répartition demande les %1 nœuds)</translation>
    </message>
    <message>
        <source>not measured (one node)</source>
        <translation>non mesurée (un seul nœud)</translation>
    </message>
    <message>
        <source>no compute fabric</source>
        <translation>aucune fabric de calcul</translation>
    </message>
    <message>
        <source>%1 maximum, %2 typical, %3</source>
        <translation>%1 au maximum, %2 en typique, %3</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>Go</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>To</translation>
    </message>
</context>
<context>
    <name>ComparisonTablePainter</name>
    <message>
        <source>Figure</source>
        <translation>Indicateur</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>* best value of the row (green). Grey rows are the same in every variant. ≥ marks a floor: some devices have no published power, or some quote lines no price. Unknown figures and floors are never marked best.</source>
        <translation>* meilleure valeur de la ligne (en vert). Les lignes grises sont identiques dans toutes les variantes. ≥ marque un plancher : certains équipements n&apos;ont pas de puissance publiée, ou certaines lignes du devis pas de prix. Les valeurs inconnues et les planchers ne sont jamais marqués comme meilleurs.</translation>
    </message>
</context>
<context>
    <name>Cooling</name>
    <message>
        <source>direct liquid cooling</source>
        <translation>refroidissement liquide direct</translation>
    </message>
    <message>
        <source>rear-door heat exchanger</source>
        <translation>échangeur de porte arrière</translation>
    </message>
    <message>
        <source>air with containment</source>
        <translation>air avec confinement</translation>
    </message>
    <message>
        <source>air</source>
        <translation>air</translation>
    </message>
    <message>
        <source>%1 x %2 has a liquid-cooled variant, %3 (%4)</source>
        <translation>%1 x %2 a une variante à refroidissement liquide, %3 (%4)</translation>
    </message>
    <message>
        <source>%1 x %2 have a liquid-cooled variant, %3 (%4)</source>
        <translation>%1 x %2 ont une variante à refroidissement liquide, %3 (%4)</translation>
    </message>
    <message>
        <source>, which does not take their %1</source>
        <translation>, qui n&apos;accepte pas leurs %1</translation>
    </message>
    <message>
        <source>its rear-door heat exchanger&apos;s rating</source>
        <translation>la capacité de son échangeur de porte arrière</translation>
    </message>
    <message>
        <source>what a rear-door heat exchanger removes</source>
        <translation>ce qu&apos;un échangeur de porte arrière évacue</translation>
    </message>
</context>
<context>
    <name>Edit</name>
    <message>
        <source>the design has no device &apos;%1&apos;</source>
        <translation>la conception n&apos;a pas d&apos;équipement &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 has no configurable build-out</source>
        <translation>%1 n&apos;a pas de configuration modifiable</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Build out %1</source>
        <translation>Configurer %1</translation>
    </message>
    <message>
        <source>the build-out is already as asked</source>
        <translation>la configuration est déjà celle demandée</translation>
    </message>
    <message>
        <source>Change the build-out of %1</source>
        <translation>Modifier la configuration de %1</translation>
    </message>
    <message>
        <source>nothing to add</source>
        <translation>rien à ajouter</translation>
    </message>
    <message>
        <source>Add %1 devices</source>
        <translation>Ajouter %1 équipements</translation>
    </message>
    <message>
        <source>no rack with id &apos;%1&apos;</source>
        <translation>aucune baie d&apos;identifiant &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Duplicate rack %1</source>
        <translation>Dupliquer la baie %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in the catalog</source>
        <translation>&apos;%1&apos; n&apos;est pas au catalogue</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not storage: it has no capacity</source>
        <translation>&apos;%1&apos; n&apos;est pas un stockage : il n&apos;a pas de capacité</translation>
    </message>
    <message>
        <source>a storage capacity is above 0 and at most 100,000 TB</source>
        <translation>une capacité de stockage est supérieure à 0 et au plus 100 000 To</translation>
    </message>
    <message>
        <source>Unplug %1</source>
        <translation>Débrancher %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rack in the catalog</source>
        <translation>&apos;%1&apos; n&apos;est pas une baie du catalogue</translation>
    </message>
    <message>
        <source>Remove rack %1</source>
        <translation>Supprimer la baie %1</translation>
    </message>
    <message>
        <source>Change rack %1</source>
        <translation>Modifier la baie %1</translation>
    </message>
    <message>
        <source>no device with id &apos;%1&apos;</source>
        <translation>aucun équipement d&apos;identifiant &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message>
        <source>nothing changed</source>
        <translation>rien de changé</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <source>nothing moved</source>
        <translation>rien de déplacé</translation>
    </message>
    <message>
        <source>Move %1 devices</source>
        <translation>Déplacer %1 équipements</translation>
    </message>
    <message>
        <source>Move rack %1</source>
        <translation>Déplacer la baie %1</translation>
    </message>
    <message>
        <source>the rack is already there</source>
        <translation>la baie y est déjà</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <source>%1 has no port &apos;%2&apos;</source>
        <translation>%1 n&apos;a pas de port &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 port %2 is already connected</source>
        <translation>le port %2 de %1 est déjà connecté</translation>
    </message>
    <message>
        <source>a port cannot be connected to itself</source>
        <translation>un port ne peut pas être connecté à lui-même</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a cable in the catalog</source>
        <translation>&apos;%1&apos; n&apos;est pas un câble du catalogue</translation>
    </message>
    <message>
        <source>no link with id &apos;%1&apos;</source>
        <translation>aucun lien d&apos;identifiant &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Edit quote settings</source>
        <translation>Modifier les réglages du devis</translation>
    </message>
    <message>
        <source>Edit design properties</source>
        <translation>Modifier les propriétés de la conception</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a GPU of the catalog</source>
        <translation>&apos;%1&apos; n&apos;est pas un GPU du catalogue</translation>
    </message>
    <message>
        <source>no device carries %1</source>
        <translation>aucun équipement ne porte %1</translation>
    </message>
    <message>
        <source>no device with %1 takes %2</source>
        <translation>aucun équipement avec %1 n&apos;accepte %2</translation>
    </message>
    <message>
        <source>Replace %1 with %2 in %3 server</source>
        <translation>Remplacer %1 par %2 dans %3 serveur</translation>
    </message>
    <message>
        <source>Replace %1 with %2 in %3 servers</source>
        <translation>Remplacer %1 par %2 dans %3 serveurs</translation>
    </message>
    <message>
        <source>Add rack %1</source>
        <translation>Ajouter la baie %1</translation>
    </message>
    <message>
        <source>Add device %1</source>
        <translation>Ajouter l&apos;équipement %1</translation>
    </message>
    <message>
        <source>Add link %1</source>
        <translation>Ajouter le lien %1</translation>
    </message>
    <message>
        <source>Remove device %1</source>
        <translation>Supprimer l&apos;équipement %1</translation>
    </message>
    <message>
        <source>Remove link %1</source>
        <translation>Supprimer le lien %1</translation>
    </message>
    <message>
        <source>Set software stack to the default</source>
        <translation>Remettre la pile logicielle par défaut</translation>
    </message>
    <message>
        <source>Set software stack to %1</source>
        <translation>Passer la pile logicielle à %1</translation>
    </message>
    <message>
        <source>feed %1 of rack %2: %3 must be %4</source>
        <translation>voie %1 de la baie %2 : %3 doit être %4</translation>
    </message>
    <message>
        <source>Change power feeds of rack %1</source>
        <translation>Modifier les voies d&apos;alimentation de la baie %1</translation>
    </message>
    <message>
        <source>site %1 must be %2</source>
        <translation>le site %1 doit être %2</translation>
    </message>
    <message>
        <source>%1 is not a PDU</source>
        <translation>%1 n&apos;est pas une PDU</translation>
    </message>
    <message>
        <source>a feed id may not be empty</source>
        <translation>l&apos;identifiant d&apos;une voie ne peut pas être vide</translation>
    </message>
    <message>
        <source>rack %1 has no feed &apos;%2&apos;</source>
        <translation>la baie %1 n&apos;a pas de voie &apos;%2&apos;</translation>
    </message>
    <message>
        <source>Change feed of %1</source>
        <translation>Modifier la voie de %1</translation>
    </message>
    <message>
        <source>%1 inlet: %2 must be %3</source>
        <translation>entrée de %1 : %2 doit être %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a PDU in the rack of %2</source>
        <translation>&apos;%1&apos; n&apos;est pas une PDU de la baie de %2</translation>
    </message>
    <message>
        <source>Change power inlets of %1</source>
        <translation>Modifier les entrées d&apos;alimentation de %1</translation>
    </message>
    <message>
        <source>Add variant &quot;%1&quot;</source>
        <translation>Ajouter la variante « %1 »</translation>
    </message>
    <message>
        <source>Rename variant to &quot;%1&quot;</source>
        <translation>Renommer la variante en « %1 »</translation>
    </message>
    <message>
        <source>there is no variant %1 (the project has %2)</source>
        <translation>il n&apos;y a pas de variante %1 (le projet en a %2)</translation>
    </message>
    <message>
        <source>a variant needs a name</source>
        <translation>une variante doit avoir un nom</translation>
    </message>
    <message>
        <source>there is already a variant called &quot;%1&quot;</source>
        <translation>il existe déjà une variante nommée « %1 »</translation>
    </message>
    <message>
        <source>a project keeps at least one variant</source>
        <translation>un projet garde au moins une variante</translation>
    </message>
    <message>
        <source>quote %1 must be %2</source>
        <translation>le devis %1 doit être %2</translation>
    </message>
    <message>
        <source>tco %1 %2</source>
        <translation>TCO %1 %2</translation>
    </message>
    <message>
        <source>no rack model to put the storage in</source>
        <translation>aucun modèle de baie où placer le stockage</translation>
    </message>
    <message>
        <source>Add %1 x %2</source>
        <translation>Ajouter %1 x %2</translation>
    </message>
    <message>
        <source>Generate %1 (%2 switch, %3 links)</source>
        <translation>Générer %1 (%2 commutateur, %3 liens)</translation>
    </message>
    <message>
        <source>Generate %1 (%2 switches, %3 links)</source>
        <translation>Générer %1 (%2 commutateurs, %3 liens)</translation>
    </message>
    <message>
        <source>no network with id &apos;%1&apos;</source>
        <translation>aucun réseau d&apos;identifiant &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Change the build-out of %1 servers</source>
        <translation>Modifier la configuration de %1 serveurs</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not storage in the catalog</source>
        <translation>&apos;%1&apos; n&apos;est pas un stockage du catalogue</translation>
    </message>
    <message>
        <source>the catalog gives no height for %1: place it by hand</source>
        <translation>le catalogue ne donne pas de hauteur pour %1 : placez-le à la main</translation>
    </message>
    <message>
        <source>from 1 to %1 storage systems at a time</source>
        <translation>de 1 à %1 systèmes de stockage à la fois</translation>
    </message>
    <message>
        <source>Remove %1 devices</source>
        <translation>Supprimer %1 équipements</translation>
    </message>
</context>
<context>
    <name>Energy</name>
    <message>
        <source>the site&apos;s price is in %1, not converted; %2</source>
        <translation>le prix du site est en %1, non converti ; %2</translation>
    </message>
    <message>
        <source>GPU &apos;%1&apos; has no published tdp_w in the catalog</source>
        <translation>le GPU &apos;%1&apos; n&apos;a pas de tdp_w publié au catalogue</translation>
    </message>
    <message>
        <source>node %1 kW: %2 (GPU servers only)</source>
        <translation>nœud %1 kW : %2 (serveurs GPU seuls)</translation>
    </message>
    <message>
        <source>node %1 kW estimated: %2 x %3 W GPUs + %4 W for CPUs, memory, NICs, fans and PSU losses (0.821 x the GPUs&apos; TDP, from the DGX H100 datasheet: 10.2 kW max with 8 x 700 W GPUs)</source>
        <translation>nœud %1 kW estimé : %2 x %3 W de GPU + %4 W pour les CPU, la mémoire, les NIC, les ventilateurs et les pertes des alimentations (0,821 x le TDP des GPU, d&apos;après la fiche technique du DGX H100 : 10,2 kW max. avec 8 GPU de 700 W)</translation>
    </message>
    <message>
        <source>GPU %1 W: %2 W TDP (catalog tdp_w of %3) x 690/700, the share of TDP measured on one H200 through every training step (issue 18); %4; PUE %5: %6; %7 USD/kWh: %8</source>
        <translation>GPU %1 W : %2 W de TDP (tdp_w du catalogue pour %3) x 690/700, la part du TDP mesurée sur un H200 pendant chaque étape d&apos;entraînement (issue 18) ; %4 ; PUE %5 : %6 ; %7 USD/kWh : %8</translation>
    </message>
    <message>
        <source>the catalog maximum of %1, which vendors measure with the GPUs at TDP</source>
        <translation>le maximum du catalogue pour %1, que les constructeurs mesurent avec les GPU au TDP</translation>
    </message>
    <message>
        <source>the PSU nameplate limit of %1 (no published maximum; an upper bound)</source>
        <translation>la limite nominale des alimentations de %1 (aucun maximum publié ; une borne haute)</translation>
    </message>
    <message>
        <source>%1 W a node besides its GPUs: %2, less %3 GPUs at TDP</source>
        <translation>%1 W par nœud hors GPU : %2, moins %3 GPU au TDP</translation>
    </message>
    <message>
        <source>%1 W a node besides its GPUs, estimated: 0.821 x the GPUs&apos; TDP (the DGX H100 datasheet: 10.2 kW max with 8 x 700 W GPUs)</source>
        <translation>%1 W par nœud hors GPU, estimé : 0,821 x le TDP des GPU (fiche technique du DGX H100 : 10,2 kW max. avec 8 GPU de 700 W)</translation>
    </message>
    <message>
        <source>GPU %1 W: %2 W TDP x (0.74 + %3 of the step computing), at most 690/700 (decode power measured on one H200, issue 18); %4; PUE %5: %6; %7 USD/kWh: %8</source>
        <translation>GPU %1 W : %2 W de TDP x (0,74 + %3 de l&apos;étape en calcul), au plus 690/700 (puissance de décodage mesurée sur un H200, issue 18) ; %4 ; PUE %5 : %6 ; %7 USD/kWh : %8</translation>
    </message>
    <message>
        <source>the cooling analysis&apos; default (Uptime Institute&apos;s annual surveys: averages of 1.5-1.6)</source>
        <translation>la valeur par défaut de l&apos;analyse de refroidissement (enquêtes annuelles de l&apos;Uptime Institute : moyennes de 1,5 à 1,6)</translation>
    </message>
    <message>
        <source>US EIA average retail price to industrial customers in 2023, 8.06 cents/kWh (EIA data of 18 March 2024, quoted by Statista)</source>
        <translation>prix de détail moyen aux clients industriels aux États-Unis en 2023 selon l&apos;EIA, 8,06 cents/kWh (données EIA du 18 mars 2024, citées par Statista)</translation>
    </message>
    <message>
        <source>the design&apos;s site PUE</source>
        <translation>le PUE du site de la conception</translation>
    </message>
    <message>
        <source>the design&apos;s site energy price</source>
        <translation>le prix de l&apos;énergie du site de la conception</translation>
    </message>
    <message>
        <source>no training throughput to compute the energy of</source>
        <translation>aucun débit d&apos;entraînement dont calculer l&apos;énergie</translation>
    </message>
    <message>
        <source>no tokens to train</source>
        <translation>aucun jeton à entraîner</translation>
    </message>
    <message>
        <source>, with the servers&apos; build-out</source>
        <translation>, avec la configuration des serveurs</translation>
    </message>
    <message>
        <source>no serving throughput to compute the energy of</source>
        <translation>aucun débit d&apos;inférence dont calculer l&apos;énergie</translation>
    </message>
    <message>
        <source>no GPUs per node</source>
        <translation>aucun GPU par nœud</translation>
    </message>
</context>
<context>
    <name>FabricGenerator</name>
    <message>
        <source>no device with id &apos;%1&apos;</source>
        <translation>aucun équipement d&apos;identifiant &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a switch in the catalog</source>
        <translation>&apos;%1&apos; n&apos;est pas un commutateur du catalogue</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rack in the catalog</source>
        <translation>&apos;%1&apos; n&apos;est pas une baie du catalogue</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a NIC in the catalog</source>
        <translation>&apos;%1&apos; n&apos;est pas une NIC du catalogue</translation>
    </message>
    <message>
        <source>the network needs an id</source>
        <translation>le réseau doit avoir un identifiant</translation>
    </message>
    <message>
        <source>%1 has no %2 ports; choose a NIC to fit</source>
        <translation>%1 n&apos;a pas de ports %2 ; choisissez une NIC à monter</translation>
    </message>
    <message>
        <source>%1 has no %2 ports</source>
        <translation>%1 n&apos;a pas de ports %2</translation>
    </message>
    <message>
        <source>%1 has %2 %3 ports, fewer than %4 rails</source>
        <translation>%1 a %2 ports %3, moins que les %4 rails</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a server</source>
        <translation>&apos;%1&apos; n&apos;est pas un serveur</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a switch</source>
        <translation>&apos;%1&apos; n&apos;est pas un commutateur</translation>
    </message>
    <message>
        <source>server &apos;%1&apos; lists no compute ports in the catalog; give the rails</source>
        <translation>le serveur &apos;%1&apos; n&apos;a aucun port de calcul au catalogue ; donnez les rails</translation>
    </message>
    <message>
        <source>switch &apos;%1&apos; has no known port count (radix)</source>
        <translation>le commutateur &apos;%1&apos; n&apos;a pas de nombre de ports connu (radix)</translation>
    </message>
    <message>
        <source>no rack with id &apos;%1&apos; for the switches</source>
        <translation>aucune baie d&apos;identifiant &apos;%1&apos; pour les commutateurs</translation>
    </message>
    <message>
        <source>nodes must be at least 1</source>
        <translation>il faut au moins 1 nœud</translation>
    </message>
    <message>
        <source>rails must be at least 1</source>
        <translation>il faut au moins 1 rail</translation>
    </message>
    <message>
        <source>switch radix must be at least 2 ports</source>
        <translation>le radix d&apos;un commutateur est d&apos;au moins 2 ports</translation>
    </message>
    <message>
        <source>oversubscription must be two positive numbers, e.g. 1:1 or 2:1</source>
        <translation>la sursouscription est deux nombres positifs, par ex. 1:1 ou 2:1</translation>
    </message>
    <message>
        <source>management links must not be negative</source>
        <translation>les liens de gestion ne peuvent pas être négatifs</translation>
    </message>
    <message>
        <source>ports per transceiver must be at least 1</source>
        <translation>il faut au moins 1 port par émetteur-récepteur</translation>
    </message>
    <message>
        <source>%1 pods exceed what %2-port switches join in 4 tiers (at most %3 pods)</source>
        <translation>%1 pods dépassent ce que des commutateurs de %2 ports relient en 4 niveaux (au plus %3 pods)</translation>
    </message>
    <message>
        <source>a pod must hold a whole scalable unit, but %1 rails need more than half of the %2 switch ports</source>
        <translation>un pod doit contenir une unité évolutive entière, mais %1 rails demandent plus de la moitié des %2 ports d&apos;un commutateur</translation>
    </message>
    <message>
        <source>oversubscription %1:%2 leaves no leaf port for nodes</source>
        <translation>la sursouscription %1:%2 ne laisse aucun port de feuille pour les nœuds</translation>
    </message>
    <message>
        <source>%1 management links need free leaf ports, but only %2 are left</source>
        <translation>%1 liens de gestion demandent des ports de feuille libres, mais il en reste seulement %2</translation>
    </message>
    <message>
        <source>the design has no GPU server to connect</source>
        <translation>la conception n&apos;a aucun serveur GPU à connecter</translation>
    </message>
    <message>
        <source>no server or storage system has %1 ports</source>
        <translation>aucun serveur ni système de stockage n&apos;a de ports %1</translation>
    </message>
    <message>
        <source>%1 port %2 is already linked outside this network; remove those links or give them network &apos;%3&apos; to have them replaced</source>
        <translation>le port %2 de %1 est déjà relié hors de ce réseau ; supprimez ces liens ou donnez-leur le réseau &apos;%3&apos; pour qu&apos;ils soient remplacés</translation>
    </message>
    <message>
        <source>switch &apos;%1&apos; lists no fabric ports</source>
        <translation>le commutateur &apos;%1&apos; n&apos;a aucun port de fabric</translation>
    </message>
    <message>
        <source>switch ports at %1G cannot serve %2G node ports (neither equal nor a 2- or 4-way breakout)</source>
        <translation>des ports de commutateur à %1G ne peuvent pas servir des ports de nœud à %2G (ni égaux, ni un éclatement en 2 ou 4)</translation>
    </message>
    <message>
        <source>the nodes&apos; %1 ports differ in speed: %2 port %3 is %4 Gb/s, the first node&apos;s %5 Gb/s; one network is generated for one speed</source>
        <translation>les ports %1 des nœuds n&apos;ont pas tous la même vitesse : le port %3 de %2 est à %4 Gb/s, ceux du premier nœud à %5 Gb/s ; un réseau est généré pour une seule vitesse</translation>
    </message>
</context>
<context>
    <name>FabricSizingDialog</name>
    <message>
        <source>&lt;br&gt;Fourth tier: %1 pods are more than one core switch reaches, so %2 super-core switches join %3 superpods of up to %4 pods (%5 core–super-core cables); a switch with more ports would keep three tiers</source>
        <translation>&lt;br&gt;Quatrième niveau : %1 pods dépassent ce qu&apos;un commutateur core atteint, donc %2 commutateurs super-core relient %3 superpods d&apos;au plus %4 pods (%5 câbles core–super-core) ; un commutateur à plus de ports garderait trois niveaux</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>Cluster designs (*.cluster.json)</source>
        <translation>Conceptions de cluster (*.cluster.json)</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>%1 billion</source>
        <translation>%1 milliards de</translation>
    </message>
</context>
<context>
    <name>Goodput</name>
    <message>
        <source>no storage in the design</source>
        <translation>aucun stockage dans la conception</translation>
    </message>
    <message>
        <source>%1 storage system(s): %2 GB/s write, %3 GB/s read (catalog, at most their storage ports&apos; line rate)</source>
        <translation>%1 système(s) de stockage : écriture %2 Go/s, lecture %3 Go/s (catalogue, au plus le débit nominal de leurs ports de stockage)</translation>
    </message>
    <message>
        <source>%1 storage system(s): %2 GB/s write, %3 GB/s read (catalog)</source>
        <translation>%1 système(s) de stockage : écriture %2 Go/s, lecture %3 Go/s (catalogue)</translation>
    </message>
    <message>
        <source>, at most the GPU nodes&apos; storage ports&apos; %1 GB/s</source>
        <translation>, au plus les %1 Go/s des ports de stockage des nœuds GPU</translation>
    </message>
    <message>
        <source>, at most the GPU nodes&apos; storage ports&apos; %1 GB/s through the storage fabric&apos;s %2 oversubscription</source>
        <translation>, au plus les %1 Go/s des ports de stockage des nœuds GPU, à travers la sursouscription %2 du réseau de stockage</translation>
    </message>
    <message>
        <source>written synchronously (async save off)</source>
        <translation>écrit de façon synchrone (sauvegarde asynchrone désactivée)</translation>
    </message>
    <message>
        <source>no model size to size a checkpoint from</source>
        <translation>aucune taille de modèle pour dimensionner un point de contrôle</translation>
    </message>
    <message>
        <source>no GPUs</source>
        <translation>aucun GPU</translation>
    </message>
    <message>
        <source>no checkpoint bandwidth: no storage with a published write and read throughput</source>
        <translation>aucun débit pour les points de contrôle : aucun stockage dont les débits d&apos;écriture et de lecture sont publiés</translation>
    </message>
    <message>
        <source>the interruption rate must be above 0</source>
        <translation>le taux d&apos;interruption doit être supérieur à 0</translation>
    </message>
    <message>
        <source>the restart time must be 0 or more</source>
        <translation>le temps de redémarrage doit être de 0 ou plus</translation>
    </message>
    <message>
        <source>the host staging rate and memory must be 0 or more</source>
        <translation>le débit de copie vers l&apos;hôte et la mémoire de l&apos;hôte doivent être de 0 ou plus</translation>
    </message>
    <message>
        <source>written synchronously: a node&apos;s %1 GB shard exceeds half its %2 GB of host memory, too much to stage</source>
        <translation>écrit de façon synchrone : les %1 Go de fragments d&apos;un nœud dépassent la moitié de ses %2 Go de mémoire hôte, trop pour y être copiés</translation>
    </message>
    <message>
        <source>async save: each GPU copies its shard to host memory at %1 GB/s after %2 s of planning (DCP on 1,856 H200), the write to storage runs beside training and a failure during it costs one checkpoint more</source>
        <translation>sauvegarde asynchrone : chaque GPU copie son fragment en mémoire hôte à %1 Go/s après %2 s de planification (DCP sur 1 856 H200), l&apos;écriture vers le stockage se fait pendant l&apos;entraînement et une panne pendant celle-ci coûte un point de contrôle de plus</translation>
    </message>
    <message>
        <source>async save: each GPU copies its shard to host memory at %1 GB/s after %2 s of planning (DCP on 1,856 H200), the write to storage runs beside training and a failure during it costs one checkpoint more (host memory not known)</source>
        <translation>sauvegarde asynchrone : chaque GPU copie son fragment en mémoire hôte à %1 Go/s après %2 s de planification (DCP sur 1 856 H200), l&apos;écriture vers le stockage se fait pendant l&apos;entraînement et une panne pendant celle-ci coûte un point de contrôle de plus (mémoire hôte inconnue)</translation>
    </message>
    <message>
        <source>checkpoint %1 bytes a parameter (bf16 weights, fp32 master weights and Adam moments); %2; %3; %4 interruptions per million GPU-hours (Llama 3, 16,384 H100); restart %5 min before the checkpoint is read; Daly&apos;s optimum interval</source>
        <translation>point de contrôle de %1 octets par paramètre (poids bf16, poids maîtres fp32 et moments d&apos;Adam) ; %2 ; %3 ; %4 interruptions par million d&apos;heures-GPU (Llama 3, 16 384 H100) ; redémarrage de %5 min avant la lecture du point de contrôle ; intervalle optimal de Daly</translation>
    </message>
    <message>
        <source>written synchronously (the stack has no async save)</source>
        <translation>écrit de façon synchrone (la pile n&apos;a pas de sauvegarde asynchrone)</translation>
    </message>
</context>
<context>
    <name>HandoffPdf</name>
    <message>
        <source>Hand-off</source>
        <translation>Déploiement</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>Cabling and hand-off</source>
        <translation>Câblage et déploiement</translation>
    </message>
    <message>
        <source>%1 · dated %2</source>
        <translation>%1 · du %2</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Pour</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>baies</translation>
    </message>
    <message>
        <source>GPU nodes</source>
        <translation>nœuds GPU</translation>
    </message>
    <message>
        <source>fabric switches</source>
        <translation>commutateurs du réseau</translation>
    </message>
    <message>
        <source>links to cable</source>
        <translation>liens à câbler</translation>
    </message>
    <message>
        <source>Networks</source>
        <translation>Réseaux</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation>Niveaux</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Commutateurs</translation>
    </message>
    <message>
        <source>Node ports</source>
        <translation>Ports des nœuds</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Liens</translation>
    </message>
    <message>
        <source>Leaf oversub.</source>
        <translation>Sursouscr. feuille</translation>
    </message>
    <message>
        <source>Links without a network</source>
        <translation>Liens sans réseau</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Cables and transceivers</source>
        <translation>Câbles et émetteurs-récepteurs</translation>
    </message>
    <message>
        <source>The design has no cabled links yet.</source>
        <translation>La conception n&apos;a encore aucun lien câblé.</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>Référence</translation>
    </message>
    <message>
        <source>Product</source>
        <translation>Produit</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>NCCL environment</source>
        <translation>Environnement NCCL</translation>
    </message>
    <message>
        <source>No scale-out fabric is known (%1): nothing to set.</source>
        <translation>Aucun réseau inter-nœuds n&apos;est connu (%1) : rien à définir.</translation>
    </message>
    <message>
        <source>Compute fabric: %1. Set on every GPU node, in the job&apos;s environment or the container image:</source>
        <translation>Réseau de calcul : %1. À définir sur chaque nœud GPU, dans l&apos;environnement des tâches ou l&apos;image de conteneur :</translation>
    </message>
    <message>
        <source>%1   (a value to adapt to the site)</source>
        <translation>%1   (valeur à adapter au site)</translation>
    </message>
    <message>
        <source>Files for the operators</source>
        <translation>Fichiers pour l&apos;exploitation</translation>
    </message>
    <message>
        <source>File ▸ Export Hand-off writes, from the same design: the Slurm topology (topology.conf) and GPU node lines, the Kubernetes node labels of the fabric&apos;s tiers, this NCCL environment as a shell file, the full cabling plan as CSV, and the racks, devices, interfaces and cables for NetBox&apos;s bulk import.</source>
        <translation>Fichier ▸ Export pour le déploiement écrit, à partir de la même conception : la topologie Slurm (topology.conf) et les lignes des nœuds GPU, les étiquettes Kubernetes des nœuds selon les niveaux du réseau, cet environnement NCCL en fichier shell, le plan de câblage complet en CSV, et les baies, équipements, interfaces et câbles pour l&apos;import en masse de NetBox.</translation>
    </message>
    <message>
        <source>Cabling plan</source>
        <translation>Plan de câblage</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Lien</translation>
    </message>
    <message>
        <source>From (device · rack U · port)</source>
        <translation>De (équipement · baie U · port)</translation>
    </message>
    <message>
        <source>To (device · rack U · port)</source>
        <translation>Vers (équipement · baie U · port)</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>Câble</translation>
    </message>
    <message>
        <source>Optics</source>
        <translation>Optiques</translation>
    </message>
    <message>
        <source>%1 U%2</source>
        <translation>%1 U%2</translation>
    </message>
    <message>
        <source>2 × %1</source>
        <translation>2 × %1</translation>
    </message>
    <message>
        <source>The design has no links yet.</source>
        <translation>La conception n&apos;a encore aucun lien.</translation>
    </message>
    <message>
        <source>%1 more links are in the cabling plan CSV (File ▸ Export Hand-off ▸ Cabling Plan).</source>
        <translation>%1 liens de plus figurent dans le plan de câblage CSV (Fichier ▸ Export pour le déploiement ▸ Plan de câblage).</translation>
    </message>
    <message>
        <source>Hand-off: %1</source>
        <translation>Déploiement : %1</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Transport</translation>
    </message>
</context>
<context>
    <name>Issue</name>
    <message>
        <source>{device} at U{bottom}-U{top} does not fit in rack {rack} (U1-U{height})</source>
        <translation>{device} en U{bottom}-U{top} ne tient pas dans la baie {rack} (U1-U{height})</translation>
    </message>
    <message>
        <source>{device} overlaps {other} in rack {rack} at U{unit}</source>
        <translation>{device} chevauche {other} dans la baie {rack} en U{unit}</translation>
    </message>
    <message>
        <source>{subject} uses unknown {kind} &apos;{id}&apos;{effect}</source>
        <translation>{subject} utilise {kind} inconnu &apos;{id}&apos;{effect}</translation>
    </message>
    <message>
        <source>Rack {rack} uses &apos;{model}&apos;, which is a {kind}, not a rack</source>
        <translation>La baie {rack} utilise &apos;{model}&apos;, qui est un {kind}, pas une baie</translation>
    </message>
    <message>
        <source>{device} is in rack &apos;{rack}&apos;, which the design does not have</source>
        <translation>{device} est dans la baie &apos;{rack}&apos;, que la conception ne contient pas</translation>
    </message>
    <message>
        <source>{device}: {model} is a {kind}, not a rack-mounted device</source>
        <translation>{device} : {model} est un {kind}, pas un équipement montable en baie</translation>
    </message>
    <message>
        <source>{device}: {problem}</source>
        <translation>{device} : {problem}</translation>
    </message>
    <message>
        <source>{device}: {model} has no published height; placement is not checked</source>
        <translation>{device} : {model} n&apos;a pas de hauteur publiée ; son emplacement n&apos;est pas vérifié</translation>
    </message>
    <message>
        <source>Link {link} ends on device &apos;{device}&apos;, which the design does not have</source>
        <translation>La liaison {link} aboutit à l&apos;équipement &apos;{device}&apos;, que la conception ne contient pas</translation>
    </message>
    <message>
        <source>{device} port {port} is used by links {first} and {second}</source>
        <translation>Le port {port} de {device} est utilisé par les liaisons {first} et {second}</translation>
    </message>
    <message>
        <source>Link {link}: {device} has no port &apos;{port}&apos;</source>
        <translation>Liaison {link} : {device} n&apos;a pas de port &apos;{port}&apos;</translation>
    </message>
    <message>
        <source>Link {link} is {length} long; {cable} reaches {reach}</source>
        <translation>La liaison {link} mesure {length} ; {cable} porte à {reach}</translation>
    </message>
    <message>
        <source>Link {link} joins ports of different speeds ({speedA}G and {speedB}G)</source>
        <translation>La liaison {link} relie des ports de débits différents ({speedA}G et {speedB}G)</translation>
    </message>
    <message>
        <source>{device}: memory of GPU &apos;{gpu}&apos; is unknown; it is left out of the aggregate</source>
        <translation>{device} : la mémoire du GPU &apos;{gpu}&apos; est inconnue ; elle n&apos;est pas comptée dans le total</translation>
    </message>
    <message>
        <source>{device} is storage with no links: no node reaches it, and goodput counts it as if cabled</source>
        <translation>{device} est un stockage sans liaison : aucun nœud ne l&apos;atteint, et le goodput le compte comme s&apos;il était câblé</translation>
    </message>
    <message>
        <source>{count} link(s) in {network} have no cable chosen: the BOM leaves them out</source>
        <translation>{count} liaison(s) de {network} n&apos;ont pas de câble choisi : la nomenclature les omet</translation>
    </message>
    <message>
        <source>{count} fibre link(s) in {network} lack a transceiver at one end</source>
        <translation>{count} liaison(s) fibre de {network} n&apos;ont pas d&apos;émetteur-récepteur à une extrémité</translation>
    </message>
    <message>
        <source>{count} link(s) in {network} are shorter than the route between their racks (first: link {link}, {route} m route, {cable} m cable)</source>
        <translation>{count} liaison(s) de {network} sont plus courtes que le trajet entre leurs baies (première : liaison {link}, trajet de {route} m, câble de {cable} m)</translation>
    </message>
    <message>
        <source>{count} node(s) in {network} have {role} ports left uncabled (first: {node})</source>
        <translation>{count} nœud(s) de {network} ont des ports {role} non câblés (premier : {node})</translation>
    </message>
    <message>
        <source>{count} node(s) in {network} have fewer NICs than GPUs on the compute fabric ({gpus} GPUs on {nics} NIC(s) on {node}): data-parallel traffic shares NICs and training scales worse</source>
        <translation>{count} nœud(s) de {network} ont moins de cartes réseau que de GPU sur le fabric de calcul ({gpus} GPU pour {nics} carte(s) sur {node}) : le trafic de parallélisme de données partage les cartes et l&apos;entraînement passe moins bien à l&apos;échelle</translation>
    </message>
    <message>
        <source>{leaf} in {network} has no link to a spine: its nodes reach no other leaf</source>
        <translation>{leaf} dans {network} n&apos;a aucune liaison vers un spine : ses nœuds n&apos;atteignent aucun autre leaf</translation>
    </message>
    <message>
        <source>{switch} is an {kind} switch in {network}, which runs {transport}</source>
        <translation>{switch} est un commutateur {kind} dans {network}, qui fonctionne en {transport}</translation>
    </message>
    <message>
        <source>{spine} in {network} is oversubscribed {ratio}:1 towards the cores (target {target})</source>
        <translation>{spine} dans {network} est sursouscrit à {ratio}:1 vers les cores (objectif {target})</translation>
    </message>
    <message>
        <source>{leaf} in {network} is oversubscribed {ratio}:1 (target {target})</source>
        <translation>{leaf} dans {network} est sursouscrit à {ratio}:1 (objectif {target})</translation>
    </message>
    <message>
        <source>Every leaf port in {network} is in use while node ports are uncabled: add a leaf</source>
        <translation>Tous les ports leaf de {network} sont utilisés alors que des ports de nœuds restent non câblés : ajoutez un leaf</translation>
    </message>
    <message>
        <source>{count} link(s) name network &apos;{network}&apos;, which the design does not define</source>
        <translation>{count} liaison(s) indiquent le réseau &apos;{network}&apos;, que la conception ne définit pas</translation>
    </message>
    <message>
        <source>{count} GPU server(s) are not on {network} (first: {server})</source>
        <translation>{count} serveur(s) GPU ne sont pas sur {network} (premier : {server})</translation>
    </message>
    <message>
        <source>Rack {rack} weighs {weight} kg, above its static load rating of {rating} kg{note}</source>
        <translation>La baie {rack} pèse {weight} kg, au-delà de sa charge statique admissible de {rating} kg{note}</translation>
    </message>
    <message>
        <source>Rack {rack} weighs {weight}, above its dynamic (rolling) load rating of {rating}: position it before filling it</source>
        <translation>La baie {rack} pèse {weight}, au-delà de sa charge dynamique (en roulage) admissible de {rating} : mettez-la en place avant de la remplir</translation>
    </message>
    <message>
        <source>Rack {rack} puts {weight} on {area} m² = {load} kg/m², above {basis} of {limit} kg/m²</source>
        <translation>La baie {rack} pose {weight} sur {area} m² = {load} kg/m², au-delà de {basis} de {limit} kg/m²</translation>
    </message>
    <message>
        <source>{count} x {model}: no published maximum power and no single N+M PSU rating; counted as 0 W</source>
        <translation>{count} × {model} : pas de puissance maximale publiée ni de valeur N+M unique des blocs d&apos;alimentation ; compté pour 0 W</translation>
    </message>
    <message>
        <source>{count} x {model}: only a typical draw is published; it stands in for the maximum</source>
        <translation>{count} × {model} : seule une consommation typique est publiée ; elle tient lieu de maximum</translation>
    </message>
    <message>
        <source>{count} x {model}: no published maximum power; the PSU nameplate limit of {limit} W ({redundancy} x {psuWatts}) is used</source>
        <translation>{count} × {model} : pas de puissance maximale publiée ; la limite nominale des blocs d&apos;alimentation de {limit} W ({redundancy} × {psuWatts}) est utilisée</translation>
    </message>
    <message>
        <source>{count} x {model}: no published maximum power and no PSU rating; estimated as {factor} x the TDP of its GPUs ({gpuTdp} W) = {estimate} W, the ratio of the DGX H100 and DGX B200 published maxima to their GPUs&apos; TDP</source>
        <translation>{count} × {model} : pas de puissance maximale publiée ni de valeur de bloc d&apos;alimentation ; estimée à {factor} × le TDP de ses GPU ({gpuTdp} W) = {estimate} W, le rapport des maxima publiés des DGX H100 et DGX B200 au TDP de leurs GPU</translation>
    </message>
    <message>
        <source>{count} device(s) have no published typical draw; their maximum is used as typical</source>
        <translation>{count} équipement(s) n&apos;ont pas de consommation typique publiée ; leur maximum sert de valeur typique</translation>
    </message>
    <message>
        <source>{count} device(s) have no published weight; rack weights are low by that much</source>
        <translation>{count} équipement(s) n&apos;ont pas de poids publié ; les poids des baies sont sous-estimés d&apos;autant</translation>
    </message>
    <message>
        <source>{device} names a PDU that is not in rack {rack}; its inlets are assigned automatically</source>
        <translation>{device} désigne une PDU qui n&apos;est pas dans la baie {rack} ; ses entrées sont affectées automatiquement</translation>
    </message>
    <message>
        <source>Rack {rack} feed {feed} carries {load} when feed {failedFeed} fails; its circuit allows {allowed}</source>
        <translation>La voie {feed} de la baie {rack} porte {load} quand la voie {failedFeed} tombe ; son circuit admet {allowed}</translation>
    </message>
    <message>
        <source>Rack {rack} feed {feed} carries {load}; its circuit allows {allowed}</source>
        <translation>La voie {feed} de la baie {rack} porte {load} ; son circuit admet {allowed}</translation>
    </message>
    <message>
        <source>Rack {rack} feed {feed} phase L{phase} carries {load}{when}; one phase of its circuit allows {phaseAllowed} (a third of {allowed})</source>
        <translation>La phase L{phase} de la voie {feed} de la baie {rack} porte {load}{when} ; une phase de son circuit admet {phaseAllowed} (un tiers de {allowed})</translation>
    </message>
    <message>
        <source>PDU {pdu} is three-phase but feed {feed} of rack {rack} is single-phase</source>
        <translation>La PDU {pdu} est triphasée mais la voie {feed} de la baie {rack} est monophasée</translation>
    </message>
    <message>
        <source>PDU {pdu} in rack {rack} carries {load}{when}; it is rated {rated} × 80 % = {usable}</source>
        <translation>La PDU {pdu} de la baie {rack} porte {load}{when} ; sa valeur nominale est {rated} × 80 % = {usable}</translation>
    </message>
    <message>
        <source>PDU {pdu} in rack {rack} carries {load} on phase L{phase}; one phase allows {allowed}</source>
        <translation>La PDU {pdu} de la baie {rack} porte {load} sur la phase L{phase} ; une phase admet {allowed}</translation>
    </message>
    <message>
        <source>{device} has every inlet on feed {feed}: it goes down when that feed fails</source>
        <translation>{device} a toutes ses entrées sur la voie {feed} : il s&apos;arrête quand cette voie tombe</translation>
    </message>
    <message>
        <source>Rack {rack}: when feed {feeds} fails, {count} x {model} ({devices}) keep {psus} PSUs each, {capacity}, less than their {maxPower} maximum{note}</source>
        <translation>Baie {rack} : quand la voie {feeds} tombe, {count} × {model} ({devices}) gardent {psus} blocs d&apos;alimentation chacun, {capacity}, moins que leur maximum de {maxPower}{note}</translation>
    </message>
    <message>
        <source>Rack {rack} is fed from one side only: a feed failure takes it down</source>
        <translation>La baie {rack} n&apos;est alimentée que d&apos;un côté : la perte d&apos;une voie l&apos;arrête</translation>
    </message>
    <message>
        <source>PDU {pdu} is on feed {feed}, which rack {rack} does not have</source>
        <translation>La PDU {pdu} est sur la voie {feed}, que la baie {rack} n&apos;a pas</translation>
    </message>
    <message>
        <source>Rack {rack} has no power feeds set; with A/B feeds each must carry {perFeed} alone: {circuit}</source>
        <translation>La baie {rack} n&apos;a pas de voies d&apos;alimentation définies ; en voies A/B, chacune doit porter seule {perFeed} : {circuit}</translation>
    </message>
    <message>
        <source>{device} ({model}) draws up to {maxPower}; its {psus} carry {capacity} with {redundancy}</source>
        <translation>{device} ({model}) consomme jusqu&apos;à {maxPower} ; ses {psus} fournissent {capacity} avec {redundancy}</translation>
    </message>
    <message>
        <source>{device}: if one of its {psus} fails, the other {others} carry {capacity}, less than its {maxPower} maximum</source>
        <translation>{device} : si l&apos;un de ses {psus} tombe, les {others} autres fournissent {capacity}, moins que son maximum de {maxPower}</translation>
    </message>
    <message>
        <source>Site inlet temperature {temperature} °C is outside the ASHRAE recommended range of 18–27 °C</source>
        <translation>La température d&apos;entrée d&apos;air du site, {temperature} °C, est hors de la plage recommandée par l&apos;ASHRAE (18–27 °C)</translation>
    </message>
    <message>
        <source>The site sets no PUE; {pue} is assumed for facility power and yearly energy</source>
        <translation>Le site ne définit pas de PUE ; {pue} est supposé pour la puissance de l&apos;installation et l&apos;énergie annuelle</translation>
    </message>
    <message>
        <source>Rack {rack} ({heat}) is above the {airLimit} kW air limit: its {variants}</source>
        <translation>La baie {rack} ({heat}) dépasse la limite de l&apos;air de {airLimit} kW : ses {variants}</translation>
    </message>
    <message>
        <source>Row {row}: liquid-cooled rack(s) {racks} reject {need} kW into liquid; the row&apos;s coolant distribution units give {have} kW: add at least {missing} kW of CDU capacity</source>
        <translation>Rangée {row} : la ou les baies refroidies par liquide {racks} rejettent {need} kW dans le liquide ; les unités de distribution de liquide (CDU) de la rangée fournissent {have} kW : ajoutez au moins {missing} kW de capacité CDU</translation>
    </message>
    <message>
        <source>Rack {rack} gives off {heat}, above the {airLimit} kW that air removes: add a rear-door heat exchanger (up to {rearDoor} kW) or use liquid-cooled servers</source>
        <translation>La baie {rack} dégage {heat}, au-delà des {airLimit} kW que l&apos;air évacue : ajoutez un échangeur de porte arrière (jusqu&apos;à {rearDoor} kW) ou utilisez des serveurs refroidis par liquide</translation>
    </message>
    <message>
        <source>Rack {rack} gives off {heat} from air-cooled devices, more than {limit} kW ({what}): spread its servers over more racks or use liquid-cooled models</source>
        <translation>La baie {rack} dégage {heat} d&apos;équipements refroidis par air, plus de {limit} kW ({what}) : répartissez ses serveurs sur plus de baies ou utilisez des modèles refroidis par liquide</translation>
    </message>
    <message>
        <source>{part} has no price estimate; the BOM total leaves it out</source>
        <translation>{part} n&apos;a pas d&apos;estimation de prix ; le total de la nomenclature l&apos;omet</translation>
    </message>
    <message>
        <source>{part} is priced in {currency}, not {bomCurrency}; it is left out of the total</source>
        <translation>{part} est chiffré en {currency}, pas en {bomCurrency} ; il n&apos;est pas compté dans le total</translation>
    </message>
    <message>
        <source>{line} is priced in {currency} and the quote has no exchange rate to {quoteCurrency}; the line is left unpriced</source>
        <translation>{line} est chiffré en {currency} et le devis n&apos;a pas de taux de change vers {quoteCurrency} ; la ligne reste sans prix</translation>
    </message>
    <message>
        <source>the price list &apos;{list}&apos; is not in the user database; catalog estimates are used</source>
        <translation>la liste de prix &apos;{list}&apos; n&apos;est pas dans la base de l&apos;utilisateur ; les estimations du catalogue sont utilisées</translation>
    </message>
    <message>
        <source>{device}: {memory} GB of system memory is less than its {gpuMemory} GB of GPU memory</source>
        <translation>{device} : {memory} Go de mémoire système, moins que ses {gpuMemory} Go de mémoire GPU</translation>
    </message>
    <message>
        <source>{device}: {part} ({slot}) publishes no power figure; the server&apos;s draw leaves out what the choice changes</source>
        <translation>{device} : {part} ({slot}) ne publie pas de puissance ; la consommation du serveur omet ce que ce choix change</translation>
    </message>
    <message>
        <source>Link {link} runs from {device} port {port} back to the same port</source>
        <translation>Le lien {link} part de {device} port {port} et revient sur le même port</translation>
    </message>
</context>
<context>
    <name>LoadError</name>
    <message>
        <source>a slot name (cpu, memory, boot, data, psu)</source>
        <translation>un nom d&apos;emplacement (cpu, memory, boot, data, psu)</translation>
    </message>
    <message>
        <source>a non-empty list of component ids</source>
        <translation>une liste non vide d&apos;identifiants de composants</translation>
    </message>
    <message>
        <source>one of the ids listed in options</source>
        <translation>l&apos;un des identifiants listés dans options</translation>
    </message>
    <message>
        <source>a slot name not used twice</source>
        <translation>un nom d&apos;emplacement non utilisé deux fois</translation>
    </message>
    <message>
        <source>a component catalog id</source>
        <translation>un identifiant de composant du catalogue</translation>
    </message>
    <message>
        <source>a finite number</source>
        <translation>un nombre fini</translation>
    </message>
    <message>
        <source>a number, a string or an array of numbers</source>
        <translation>un nombre, une chaîne ou un tableau de nombres</translation>
    </message>
    <message>
        <source>a unit for a numeric value</source>
        <translation>une unité pour une valeur numérique</translation>
    </message>
    <message>
        <source>a non-empty list of GPU ids</source>
        <translation>une liste non vide d&apos;identifiants de GPU</translation>
    </message>
    <message>
        <source>a non-empty list of GPU counts</source>
        <translation>une liste non vide de nombres de GPU</translation>
    </message>
    <message>
        <source>one of the counts listed in counts</source>
        <translation>l&apos;un des nombres listés dans counts</translation>
    </message>
    <message>
        <source>a port name prefix that does not end in a digit</source>
        <translation>un préfixe de nom de port qui ne finit pas par un chiffre</translation>
    </message>
    <message>
        <source>a three-letter ISO 4217 currency code</source>
        <translation>un code de devise ISO 4217 de trois lettres</translation>
    </message>
    <message>
        <source>a non-empty id</source>
        <translation>un identifiant non vide</translation>
    </message>
    <message>
        <source>one of server, gpu, nic, switch, cable, transceiver, rack, pdu, storage, service, cdu, component</source>
        <translation>l&apos;un de server, gpu, nic, switch, cable, transceiver, rack, pdu, storage, service, cdu, component</translation>
    </message>
    <message>
        <source>line 1</source>
        <translation>ligne 1</translation>
    </message>
    <message>
        <source>a header: gpu, term, usd_per_gpu_hour, provider, date</source>
        <translation>un en-tête : gpu, term, usd_per_gpu_hour, provider, date</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>at most 10,000 prices</source>
        <translation>au plus 10 000 prix</translation>
    </message>
    <message>
        <source>line 2</source>
        <translation>ligne 2</translation>
    </message>
    <message>
        <source>at least one price below the header</source>
        <translation>au moins un prix sous l&apos;en-tête</translation>
    </message>
    <message>
        <source>one of &quot;V&quot;, &quot;S&quot;, &quot;U&quot;</source>
        <translation>l&apos;un de &quot;V&quot;, &quot;S&quot;, &quot;U&quot;</translation>
    </message>
    <message>
        <source>at least one source (only conf &quot;U&quot; may have none)</source>
        <translation>au moins une source (seul conf &quot;U&quot; peut n&apos;en avoir aucune)</translation>
    </message>
    <message>
        <source>&quot;front&quot; or &quot;rear&quot;</source>
        <translation>&quot;front&quot; ou &quot;rear&quot;</translation>
    </message>
    <message>
        <source>a capacity in TB above 0 and at most 100,000</source>
        <translation>une capacité en To supérieure à 0 et au plus 100 000</translation>
    </message>
    <message>
        <source>a length in metres &gt;= 0</source>
        <translation>une longueur en mètres &gt;= 0</translation>
    </message>
    <message>
        <source>a key given once</source>
        <translation>une clé donnée une seule fois</translation>
    </message>
    <message>
        <source>expected a string, but it is missing</source>
        <translation>il manque une chaîne</translation>
    </message>
    <message>
        <source>expected a value, but it is missing</source>
        <translation>il manque une valeur</translation>
    </message>
    <message>
        <source>schema_version</source>
        <translation>schema_version</translation>
    </message>
    <message>
        <source>&quot;compute&quot;, &quot;storage&quot;, &quot;inband&quot; or &quot;oob&quot;</source>
        <translation>&quot;compute&quot;, &quot;storage&quot;, &quot;inband&quot; ou &quot;oob&quot;</translation>
    </message>
    <message>
        <source>two positive numbers as &quot;down:up&quot;, e.g. &quot;2:1&quot;</source>
        <translation>deux nombres positifs sous la forme &quot;down:up&quot;, par ex. &quot;2:1&quot;</translation>
    </message>
    <message>
        <source>a NIC catalog id</source>
        <translation>un identifiant de NIC du catalogue</translation>
    </message>
    <message>
        <source>a header with a part_number or catalog_id column (and price, optional currency and cost)</source>
        <translation>un en-tête avec une colonne part_number ou catalog_id (et price, currency et cost facultatifs)</translation>
    </message>
    <message>
        <source>a header with a price column</source>
        <translation>un en-tête avec une colonne price</translation>
    </message>
    <message>
        <source>a header with part_number and price columns</source>
        <translation>un en-tête avec les colonnes part_number et price</translation>
    </message>
    <message>
        <source>a number &gt;= 0</source>
        <translation>un nombre &gt;= 0</translation>
    </message>
    <message>
        <source>&quot;markup&quot; or &quot;gross&quot;</source>
        <translation>&quot;markup&quot; ou &quot;gross&quot;</translation>
    </message>
    <message>
        <source>a gross margin below 100</source>
        <translation>une marge brute inférieure à 100</translation>
    </message>
    <message>
        <source>an integer from -3 to 4</source>
        <translation>un entier de -3 à 4</translation>
    </message>
    <message>
        <source>&quot;nearest&quot; or &quot;up&quot;</source>
        <translation>&quot;nearest&quot; ou &quot;up&quot;</translation>
    </message>
    <message>
        <source>on-demand, 1-year or 3-year</source>
        <translation>on-demand, 1-year ou 3-year</translation>
    </message>
    <message>
        <source>bf16, fp8, fp4 or int4</source>
        <translation>bf16, fp8, fp4 ou int4</translation>
    </message>
    <message>
        <source>bf16 or fp8</source>
        <translation>bf16 ou fp8</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>a readable file (it does not exist or cannot be read)</source>
        <translation>un fichier lisible (il n&apos;existe pas ou ne peut pas être lu)</translation>
    </message>
    <message>
        <source>a regular file (it is a folder, a device, a pipe or a socket)</source>
        <translation>un fichier ordinaire (c&apos;est un dossier, un périphérique, un tube ou une socket)</translation>
    </message>
    <message>
        <source>a readable file (its size cannot be read)</source>
        <translation>un fichier lisible (sa taille ne peut pas être lue)</translation>
    </message>
    <message>
        <source>the number %1</source>
        <translation>le nombre %1</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>valid JSON (%1)</source>
        <translation>du JSON valide (%1)</translation>
    </message>
    <message>
        <source>JSON text</source>
        <translation>texte JSON</translation>
    </message>
    <message>
        <source>numbers within double range (%1)</source>
        <translation>des nombres dans la plage des doubles (%1)</translation>
    </message>
    <message>
        <source>a readable file (cannot open it)</source>
        <translation>un fichier lisible (impossible de l&apos;ouvrir)</translation>
    </message>
    <message>
        <source>a file that does not grow while it is read</source>
        <translation>un fichier qui ne grossit pas pendant sa lecture</translation>
    </message>
    <message>
        <source>a readable file (read error)</source>
        <translation>un fichier lisible (erreur de lecture)</translation>
    </message>
    <message>
        <source>(top level)</source>
        <translation>(niveau racine)</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>attendu : %1 ; trouvé : %2</translation>
    </message>
    <message>
        <source>expected %1, but it is missing</source>
        <translation>il manque %1</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>document</source>
        <translation>document</translation>
    </message>
    <message>
        <source>a mapping of a NetBox device type</source>
        <translation>un dictionnaire de type d&apos;équipement NetBox</translation>
    </message>
    <message>
        <source>line %1:%2</source>
        <translation>ligne %1:%2</translation>
    </message>
    <message>
        <source>YAML (%1)</source>
        <translation>du YAML (%1)</translation>
    </message>
    <message>
        <source>manufacturer, model</source>
        <translation>manufacturer, model</translation>
    </message>
    <message>
        <source>the manufacturer and model of a NetBox device type</source>
        <translation>le fabricant et le modèle d&apos;un type d&apos;équipement NetBox</translation>
    </message>
    <message>
        <source>an XLSX workbook (a zip archive)</source>
        <translation>un classeur XLSX (une archive zip)</translation>
    </message>
    <message>
        <source>xl/worksheets/sheet1.xml</source>
        <translation>xl/worksheets/sheet1.xml</translation>
    </message>
    <message>
        <source>a first worksheet</source>
        <translation>une première feuille de calcul</translation>
    </message>
    <message>
        <source>a value of 0 or more (%1)</source>
        <translation>une valeur de 0 ou plus (%1)</translation>
    </message>
    <message>
        <source>a GPU count from 1 to %1</source>
        <translation>un nombre de GPU de 1 à %1</translation>
    </message>
    <message>
        <source>ports[%1].count %2 is not from 1 to %3</source>
        <translation>ports[%1].count %2 n&apos;est pas de 1 à %3</translation>
    </message>
    <message>
        <source>gpu.counts %1 is not from 1 to %2</source>
        <translation>gpu.counts %1 n&apos;est pas de 1 à %2</translation>
    </message>
    <message>
        <source>an id not used by another rack, device or link (&apos;%1&apos; appears twice)</source>
        <translation>un identifiant qu&apos;aucune autre baie, aucun autre équipement ni lien n&apos;utilise (&apos;%1&apos; apparaît deux fois)</translation>
    </message>
    <message>
        <source>a catalog id listed once (&apos;%1&apos; appears twice)</source>
        <translation>un identifiant de catalogue listé une fois (&apos;%1&apos; apparaît deux fois)</translation>
    </message>
    <message>
        <source>a schema version this program can upgrade (no migration from %1 to %2)</source>
        <translation>une version de schéma que ce programme sait mettre à jour (aucune migration de %1 à %2)</translation>
    </message>
    <message>
        <source>a network id used once (&apos;%1&apos; appears twice)</source>
        <translation>un identifiant de réseau utilisé une fois (&apos;%1&apos; apparaît deux fois)</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>l&apos;un de %1</translation>
    </message>
    <message>
        <source>missing part number</source>
        <translation>référence manquante</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number from 0 to 1,000,000,000</source>
        <translation>&apos;%1&apos; n&apos;est pas un nombre de 0 à 1 000 000 000</translation>
    </message>
    <message>
        <source>unknown currency &apos;%1&apos; (an ISO 4217 code)</source>
        <translation>devise &apos;%1&apos; inconnue (un code ISO 4217)</translation>
    </message>
    <message>
        <source>version %1 or older; this file is version %2, written by a newer Cluster Designer: please upgrade</source>
        <translation>la version %1 ou antérieure ; ce fichier est en version %2, écrit par un Cluster Designer plus récent : mettez à jour</translation>
    </message>
    <message>
        <source>the index of a variant, 0 to %1; found %2</source>
        <translation>l&apos;indice d&apos;une variante, de 0 à %1 ; trouvé %2</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>attendu : %1</translation>
    </message>
    <message>
        <source>an integer from 1 to %1</source>
        <translation>un entier de 1 à %1</translation>
    </message>
    <message>
        <source>a serving engine: %1</source>
        <translation>un moteur d&apos;inférence : %1</translation>
    </message>
    <message>
        <source>a software stack: %1</source>
        <translation>une pile logicielle : %1</translation>
    </message>
    <message>
        <source>a file of at most %1 (it has %2)</source>
        <translation>un fichier de %1 au plus (il fait %2)</translation>
    </message>
    <message>
        <source>JSON nested at most %1 levels deep</source>
        <translation>du JSON imbriqué sur %1 niveaux au plus</translation>
    </message>
    <message>
        <source>a non-empty feed id (&quot;A&quot;, &quot;B&quot;)</source>
        <translation>un identifiant de voie non vide (&quot;A&quot;, &quot;B&quot;)</translation>
    </message>
    <message>
        <source>1 or 3 phases</source>
        <translation>1 ou 3 phases</translation>
    </message>
    <message>
        <source>a feed id used once per rack (&apos;%1&apos; appears twice)</source>
        <translation>un identifiant de voie utilisé une fois par baie (&apos;%1&apos; apparaît deux fois)</translation>
    </message>
    <message>
        <source>a PUE between 1 and 5</source>
        <translation>un PUE entre 1 et 5</translation>
    </message>
    <message>
        <source>an inlet temperature between -20 and 60 °C</source>
        <translation>une température d&apos;entrée entre -20 et 60 °C</translation>
    </message>
    <message>
        <source>the id of a PDU in the same rack</source>
        <translation>l&apos;identifiant d&apos;une PDU de la même baie</translation>
    </message>
    <message>
        <source>a phase 1, 2 or 3</source>
        <translation>une phase 1, 2 ou 3</translation>
    </message>
    <message>
        <source>a price per kWh from 0 to 10</source>
        <translation>un prix par kWh de 0 à 10</translation>
    </message>
    <message>
        <source>a voltage from 12 to 1000 V</source>
        <translation>une tension de 12 à 1000 V</translation>
    </message>
    <message>
        <source>a current from 1 to 10,000 A</source>
        <translation>un courant de 1 à 10 000 A</translation>
    </message>
    <message>
        <source>a power factor from 0.5 to 1</source>
        <translation>un facteur de puissance de 0,5 à 1</translation>
    </message>
    <message>
        <source>an air-cooling limit above 0 and at most 1,000 kW</source>
        <translation>une limite de refroidissement par air supérieure à 0 et d&apos;au plus 1 000 kW</translation>
    </message>
    <message>
        <source>a temperature rise from 1 to 50 °C</source>
        <translation>une élévation de température de 1 à 50 °C</translation>
    </message>
    <message>
        <source>a floor rating from 50 to 100,000 kg/m²</source>
        <translation>une charge admissible du sol de 50 à 100 000 kg/m²</translation>
    </message>
    <message>
        <source>a value of 0 or from %1 to %2 (%3)</source>
        <translation>une valeur de 0 ou de %1 à %2 (%3)</translation>
    </message>
    <message>
        <source>a price from 0 to 1,000,000,000</source>
        <translation>un prix de 0 à 1 000 000 000</translation>
    </message>
    <message>
        <source>a date YYYY-MM-DD from 2000 to 2100</source>
        <translation>une date AAAA-MM-JJ de 2000 à 2100</translation>
    </message>
    <message>
        <source>path</source>
        <translation>chemin</translation>
    </message>
    <message>
        <source>a NetBox device type file or a folder of them</source>
        <translation>un fichier de type d&apos;équipement NetBox ou un dossier de tels fichiers</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>dossier</translation>
    </message>
    <message>
        <source>at most 50,000 device type files</source>
        <translation>au plus 50 000 fichiers de types d&apos;équipement</translation>
    </message>
    <message>
        <source>device type files (*.yaml, *.yml)</source>
        <translation>fichiers de types d&apos;équipement (*.yaml, *.yml)</translation>
    </message>
    <message>
        <source>slug</source>
        <translation>slug</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>lignes</translation>
    </message>
    <message>
        <source>at least one line with a part and a valid price</source>
        <translation>au moins une ligne avec une pièce et un prix valide</translation>
    </message>
    <message>
        <source>an ISO 4217 currency code such as USD or EUR</source>
        <translation>un code de devise ISO 4217 comme USD ou EUR</translation>
    </message>
    <message>
        <source>an ISO 4217 code with a rate from 0.000001 to 1,000,000</source>
        <translation>un code ISO 4217 avec un taux de 0,000001 à 1 000 000</translation>
    </message>
    <message>
        <source>a discount from 0 to 100 %</source>
        <translation>une remise de 0 à 100 %</translation>
    </message>
    <message>
        <source>a margin from 0 to 1,000 %</source>
        <translation>une marge de 0 à 1 000 %</translation>
    </message>
    <message>
        <source>a gross margin below 100 %</source>
        <translation>une marge brute inférieure à 100 %</translation>
    </message>
    <message>
        <source>a tax rate from 0 to 100 %</source>
        <translation>un taux de taxe de 0 à 100 %</translation>
    </message>
    <message>
        <source>a number of days from 0 to 3,650</source>
        <translation>un nombre de jours de 0 à 3 650</translation>
    </message>
    <message>
        <source>prices from 0 to 1,000,000,000</source>
        <translation>des prix de 0 à 1 000 000 000</translation>
    </message>
    <message>
        <source>a number of years from 0 to 50</source>
        <translation>un nombre d&apos;années de 0 à 50</translation>
    </message>
    <message>
        <source>en or fr (or none, for the program&apos;s language)</source>
        <translation>en ou fr (ou rien, pour la langue du programme)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Slurm &amp;Topology (topology.conf)…</source>
        <translation>&amp;Topologie Slurm (topology.conf)…</translation>
    </message>
    <message>
        <source>Slurm configuration (*.conf)</source>
        <translation>Configuration Slurm (*.conf)</translation>
    </message>
    <message>
        <source>Slurm &amp;GPU Nodes…</source>
        <translation>Nœuds &amp;GPU Slurm…</translation>
    </message>
    <message>
        <source>&amp;Kubernetes Node Labels…</source>
        <translation>Étiquettes de nœuds &amp;Kubernetes…</translation>
    </message>
    <message>
        <source>Shell script (*.sh)</source>
        <translation>Script shell (*.sh)</translation>
    </message>
    <message>
        <source>&amp;NCCL Environment…</source>
        <translation>Environnement &amp;NCCL…</translation>
    </message>
    <message>
        <source>Environment file (*.env *.sh)</source>
        <translation>Fichier d&apos;environnement (*.env *.sh)</translation>
    </message>
    <message>
        <source>&amp;Cabling Plan (CSV)…</source>
        <translation>&amp;Plan de câblage (CSV)…</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>SVG image (*.svg);;PNG image (*.png)</source>
        <translation>Image SVG (*.svg);;Image PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>NcclEnvironment</name>
    <message>
        <source>the adapters NCCL may use, one per rail, in rail order (NCCL places GPU i on the closest one). mlx5_0.. is the usual enumeration of the compute ports; check the host&apos;s names and order with `ibdev2netdev` and keep storage and management ports out of the list.</source>
        <translation>les adaptateurs que NCCL peut utiliser, un par rail, dans l&apos;ordre des rails (NCCL associe le GPU i au plus proche). mlx5_0.. est la numérotation habituelle des ports de calcul ; vérifiez les noms et l&apos;ordre de l&apos;hôte avec `ibdev2netdev` et laissez les ports de stockage et d&apos;administration hors de la liste.</translation>
    </message>
    <message>
        <source>RoCE: the RoCE v2 GID of the port&apos;s IPv4 address (3 on a default Linux setup; `show_gids` lists them).</source>
        <translation>RoCE : le GID RoCE v2 de l&apos;adresse IPv4 du port (3 sur une installation Linux par défaut ; `show_gids` les liste).</translation>
    </message>
    <message>
        <source>RoCE: the traffic class the switches give lossless (PFC) treatment: set it to the fabric&apos;s.</source>
        <translation>RoCE : la classe de trafic que les commutateurs traitent sans perte (PFC) : mettez celle du réseau.</translation>
    </message>
    <message>
        <source>no compute network</source>
        <translation>aucun réseau de calcul</translation>
    </message>
    <message>
        <source>%1 x %2 Gb/s %3 per node, %4 GPUs per node</source>
        <translation>%1 x %2 Gb/s %3 par nœud, %4 GPU par nœud</translation>
    </message>
    <message>
        <source>Ethernet (TCP)</source>
        <translation>Ethernet (TCP)</translation>
    </message>
    <message>
        <source>GPUDirect RDMA: the HCA reads and writes GPU memory directly once the nvidia-peermem module is loaded (or the driver&apos;s dma-buf path is used); NCCL then uses it by itself (NCCL_NET_GDR_LEVEL unset). Without it, every transfer is staged through host memory.</source>
        <translation>GPUDirect RDMA : l&apos;adaptateur lit et écrit directement la mémoire des GPU une fois le module nvidia-peermem chargé (ou la voie dma-buf du pilote utilisée) ; NCCL s&apos;en sert alors de lui-même (NCCL_NET_GDR_LEVEL non défini). Sans lui, chaque transfert passe par la mémoire de l&apos;hôte.</translation>
    </message>
    <message>
        <source>no RDMA: NCCL falls back to sockets, which cost CPU and latency.</source>
        <translation>pas de RDMA : NCCL se replie sur les sockets, qui coûtent du processeur et de la latence.</translation>
    </message>
    <message>
        <source>the interfaces for NCCL&apos;s bootstrap (and, over TCP, its data); the NCCL guide&apos;s example leaves out the container bridge and loopback. Name the in-band (or, over TCP, the compute) interfaces instead where they are known.</source>
        <translation>les interfaces de l&apos;amorçage de NCCL (et, en TCP, de ses données) ; l&apos;exemple du guide NCCL écarte le pont des conteneurs et la boucle locale. Nommez plutôt les interfaces intrabande (ou, en TCP, de calcul) quand elles sont connues.</translation>
    </message>
    <message>
        <source>NCCL environment written by Cluster Designer for &quot;%1&quot;</source>
        <translation>Environnement NCCL écrit par Cluster Designer pour « %1 »</translation>
    </message>
    <message>
        <source>No scale-out fabric is known (%1): nothing to set.</source>
        <translation>Aucun réseau inter-nœuds n&apos;est connu (%1) : rien à définir.</translation>
    </message>
    <message>
        <source>Compute fabric: %1 (%2).</source>
        <translation>Réseau de calcul : %1 (%2).</translation>
    </message>
    <message>
        <source>the adapters NCCL may use, one per rail, in rail order (NCCL places GPU i on the closest one). These adapters are not NVIDIA ConnectX: replace the mlx5_ names with the host&apos;s own RDMA device names (`ibv_devices` lists them) and keep storage and management ports out of the list.</source>
        <translation>les adaptateurs que NCCL peut utiliser, un par rail, dans l&apos;ordre des rails (NCCL place le GPU i sur le plus proche). Ces adaptateurs ne sont pas des NVIDIA ConnectX : remplacez les noms mlx5_ par les noms RDMA propres à l&apos;hôte (`ibv_devices` les liste) et laissez les ports de stockage et d&apos;administration hors de la liste.</translation>
    </message>
    <message>
        <source>%1 x %2 Gb/s %3 per compute tray, %4 GPUs per tray (%5 trays per rack-scale system, each a host of its own)</source>
        <translation>%1 x %2 Gb/s %3 par plateau de calcul, %4 GPU par plateau (%5 plateaux par système à l&apos;échelle de la baie, chacun étant un hôte)</translation>
    </message>
    <message>
        <source>GPUDirect RDMA on AMD Instinct: the adapter reads and writes GPU memory through the ROCm amdgpu driver&apos;s peer-memory support; RCCL, which reads these NCCL_ variables, then uses it by itself (NCCL_NET_GDR_LEVEL unset). Without it, every transfer is staged through host memory.</source>
        <translation>GPUDirect RDMA sur AMD Instinct : l&apos;adaptateur lit et écrit la mémoire des GPU grâce à la prise en charge de la mémoire pair à pair du pilote amdgpu de ROCm ; RCCL, qui lit ces variables NCCL_, l&apos;utilise alors de lui-même (NCCL_NET_GDR_LEVEL non défini). Sans elle, chaque transfert passe par la mémoire de l&apos;hôte.</translation>
    </message>
</context>
<context>
    <name>NetworkPorts</name>
    <message>
        <source>%1: %2 × %3 Gb/s, built in</source>
        <translation>%1 : %2 × %3 Gb/s, intégrés</translation>
    </message>
    <message>
        <source>%1: %2 × %3 Gb/s on %4 × %5, fitted</source>
        <translation>%1 : %2 × %3 Gb/s sur %4 × %5, ajoutés</translation>
    </message>
</context>
<context>
    <name>Nvlink</name>
    <message>
        <source>NVSwitch, all-to-all</source>
        <translation>NVSwitch, tout-à-tout</translation>
    </message>
    <message>
        <source>NVLink, direct</source>
        <translation>NVLink, direct</translation>
    </message>
    <message>
        <source>rack-scale NVLink</source>
        <translation>NVLink à l&apos;échelle de la baie</translation>
    </message>
    <message>
        <source>NVLink bridge</source>
        <translation>pont NVLink</translation>
    </message>
    <message>
        <source>PCIe only</source>
        <translation>PCIe seul</translation>
    </message>
    <message>
        <source>no published NVLink figure</source>
        <translation>aucune valeur NVLink publiée</translation>
    </message>
</context>
<context>
    <name>NvlinkDomain</name>
    <message>
        <source>AMD Infinity Fabric joins the OAM GPUs; its bandwidth is not in the catalog</source>
        <translation>L&apos;Infinity Fabric d&apos;AMD relie les GPU OAM ; son débit n&apos;est pas au catalogue</translation>
    </message>
    <message>
        <source>NVLink bridges join the cards in pairs</source>
        <translation>Des ponts NVLink relient les cartes par paires</translation>
    </message>
    <message>
        <source>PCIe only; an optional NVLink bridge would pair the cards</source>
        <translation>PCIe seul ; un pont NVLink en option relierait les cartes par paires</translation>
    </message>
    <message>
        <source>PCIe only</source>
        <translation>PCIe seul</translation>
    </message>
    <message>
        <source>NVLink bandwidth per GPU is not in the catalog</source>
        <translation>Le débit NVLink par GPU n&apos;est pas au catalogue</translation>
    </message>
</context>
<context>
    <name>PdfKit</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
</context>
<context>
    <name>Placement</name>
    <message>
        <source>%1 overlaps %2 in rack %3 at U%4</source>
        <translation>%1 chevauche %2 dans la baie %3 en U%4</translation>
    </message>
    <message>
        <source>%1 is a %2, not a rack-mounted device</source>
        <translation>%1 est un %2, pas un équipement en baie</translation>
    </message>
    <message>
        <source>%1 is in rack &apos;%2&apos;, which the design does not have</source>
        <translation>%1 est dans la baie &apos;%2&apos;, que la conception n&apos;a pas</translation>
    </message>
    <message>
        <source>%1 at U%2-U%3 does not fit in rack %4 (U1-U%5)</source>
        <translation>%1 en U%2-U%3 ne tient pas dans la baie %4 (U1-U%5)</translation>
    </message>
    <message>
        <source>%1 takes no GPUs</source>
        <translation>%1 n&apos;accepte pas de GPU</translation>
    </message>
    <message>
        <source>GPU &apos;%1&apos; is not in the catalog</source>
        <translation>le GPU &apos;%1&apos; n&apos;est pas au catalogue</translation>
    </message>
    <message>
        <source>%1 does not take GPU &apos;%2&apos;</source>
        <translation>%1 n&apos;accepte pas le GPU &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 takes %2 GPUs, not %3</source>
        <translation>%1 accepte %2 GPU, pas %3</translation>
    </message>
</context>
<context>
    <name>PortRole</name>
    <message>
        <source>compute rails</source>
        <translation>rails de calcul</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>stockage</translation>
    </message>
    <message>
        <source>in-band</source>
        <translation>in-band</translation>
    </message>
    <message>
        <source>BMC</source>
        <translation>BMC</translation>
    </message>
    <message>
        <source>role not published</source>
        <translation>rôle non publié</translation>
    </message>
</context>
<context>
    <name>Power</name>
    <message>
        <source> (an unconfirmed rating)</source>
        <translation> (une valeur non confirmée)</translation>
    </message>
    <message>
        <source>the site&apos;s floor rating</source>
        <translation>la charge admissible du plancher du site</translation>
    </message>
    <message>
        <source>a typical raised-floor rating</source>
        <translation>la charge admissible typique d&apos;un faux plancher</translation>
    </message>
</context>
<context>
    <name>PowerDistribution</name>
    <message>
        <source>a 3-phase 400 V %1 A circuit at PF %2 per feed (%3 A at 80 % load)</source>
        <translation>un circuit triphasé 400 V %1 A à FP %2 par voie (%3 A à 80 % de charge)</translation>
    </message>
    <message>
        <source>%1 A at 3-phase 400 V, more than one 125 A circuit per feed</source>
        <translation>%1 A en triphasé 400 V, plus d&apos;un circuit de 125 A par voie</translation>
    </message>
    <message>
        <source> when feed %1 fails</source>
        <translation> quand la voie %1 tombe</translation>
    </message>
    <message>
        <source> (feeds not set: A/B assumed)</source>
        <translation> (voies d&apos;alimentation non définies : A/B supposées)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
</context>
<context>
    <name>PriceOrigin</name>
    <message>
        <source>catalog estimate</source>
        <translation>estimation catalogue</translation>
    </message>
    <message>
        <source>price list</source>
        <translation>liste de prix</translation>
    </message>
    <message>
        <source>quote settings</source>
        <translation>paramètres du devis</translation>
    </message>
    <message>
        <source>in the server price</source>
        <translation>compris dans le prix du serveur</translation>
    </message>
</context>
<context>
    <name>Project</name>
    <message>
        <source>Variant %1</source>
        <translation>Variante %1</translation>
    </message>
</context>
<context>
    <name>ProposalPdf</name>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>mémoire GPU</translation>
    </message>
    <message>
        <source>maximum power</source>
        <translation>puissance maximale</translation>
    </message>
    <message>
        <source>cooling (worst rack)</source>
        <translation>refroidissement (pire baie)</translation>
    </message>
    <message>
        <source>predicted training</source>
        <translation>entraînement prédit</translation>
    </message>
    <message>
        <source>time to train</source>
        <translation>durée d&apos;entraînement</translation>
    </message>
    <message>
        <source>quote total</source>
        <translation>total du devis</translation>
    </message>
    <message>
        <source>cost per token/s</source>
        <translation>coût par jeton/s</translation>
    </message>
    <message>
        <source>Proposal %1</source>
        <translation>Proposition %1</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>Proposal</source>
        <translation>Proposition</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Pour</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>Synthèse</translation>
    </message>
    <message>
        <source>Each variant below is a complete design, analysed on its own: power and cooling from the catalog&apos;s published figures, the fabric as cabled, training throughput of %1 predicted by the analytic performance model of Cluster Designer, and a quote priced %2.</source>
        <translation>Chaque variante ci-dessous est une conception complète, analysée pour elle-même : puissance et refroidissement d&apos;après les valeurs publiées du catalogue, fabric tel que câblé, débit d&apos;entraînement de %1 prédit par le modèle de performance analytique de Cluster Designer, et devis chiffré %2.</translation>
    </message>
    <message>
        <source>from the reseller&apos;s price list and, where it has no price, public catalog estimates</source>
        <translation>d&apos;après la liste de prix du revendeur et, à défaut de prix, les estimations publiques du catalogue</translation>
    </message>
    <message>
        <source>from the reseller&apos;s price list</source>
        <translation>d&apos;après la liste de prix du revendeur</translation>
    </message>
    <message>
        <source>from public catalog estimates</source>
        <translation>d&apos;après les estimations publiques du catalogue</translation>
    </message>
    <message>
        <source>Variant %1 of %2: %3</source>
        <translation>Variante %1 sur %2 : %3</translation>
    </message>
    <message>
        <source>(continued)</source>
        <translation>(suite)</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparaison</translation>
    </message>
    <message>
        <source>Throughput predicted for %1; time to train %2 tokens at that rate; cost per token/s = quote total / predicted tokens/s.</source>
        <translation>Débit prédit pour %1 ; durée d&apos;entraînement sur %2 jetons à ce débit ; coût par jeton/s = total du devis / jetons/s prédits.</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>Coût total de possession</translation>
    </message>
    <message>
        <source>Each variant&apos;s cost of owning and running it under its own assumptions: capex from its quote, financed over its life; energy from its predicted draw training %1 (and, for the token costs, serving it); colocation, support and other running costs as assumed below. A figure marked + is a lower bound: the quote has lines without a price. The annex gives every formula and source.</source>
        <translation>Le coût de possession et d&apos;exploitation de chaque variante selon ses propres hypothèses : investissement d&apos;après son devis, financé sur sa durée de vie ; énergie d&apos;après sa consommation prédite en entraînant %1 (et, pour les coûts par jeton, en le servant) ; hébergement, support et autres frais d&apos;exploitation selon les hypothèses ci-dessous. Une valeur marquée + est un minimum : le devis a des lignes sans prix. L&apos;annexe donne chaque formule et chaque source.</translation>
    </message>
    <message>
        <source>Annex: how the cost of ownership is computed</source>
        <translation>Annexe : calcul du coût de possession</translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s) compared · %1</source>
        <translation>
            <numerusform>%n variante comparée · %1</numerusform>
            <numerusform>%n variantes comparées · %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Psu</name>
    <message>
        <source>%1 x %2 PSUs</source>
        <translation>%1 x alimentations de %2</translation>
    </message>
    <message>
        <source>the promised %1 redundancy (%2 x %3)</source>
        <translation>la redondance promise %1 (%2 x %3)</translation>
    </message>
    <message>
        <source>no redundancy</source>
        <translation>aucune redondance</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>unknown id %1</source>
        <translation>identifiant inconnu %1</translation>
    </message>
    <message>
        <source>front</source>
        <translation>avant</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>arrière</translation>
    </message>
    <message>
        <source>0U, side channel, %1</source>
        <translation>0U, montage latéral, %1</translation>
    </message>
    <message>
        <source>U%1–U%2, %3</source>
        <translation>U%1–U%2, %3</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 × %2</source>
        <translation>&lt;br&gt;%1 × %2</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;on the other face&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;sur l&apos;autre face&lt;/i&gt;</translation>
    </message>
    <message>
        <source>U%1: fits</source>
        <translation>U%1 : emplacement valide</translation>
    </message>
    <message>
        <source>%1 (%2): drag the header to reorder</source>
        <translation>%1 (%2) : faites glisser l&apos;en-tête pour réorganiser</translation>
    </message>
    <message>
        <source>
Load: %1</source>
        <translation>
Charge : %1</translation>
    </message>
    <message>
        <source>%1 kW · %2/%3 U</source>
        <translation>%1 kW · %2/%3 U</translation>
    </message>
    <message>
        <source>%1 kW max · %2/%3 U
needs: %4</source>
        <translation>%1 kW max · %2/%3 U
requis : %4</translation>
    </message>
    <message>
        <source>feed %1 when %2 fails</source>
        <translation>l&apos;alimentation %1 en cas de perte de la voie %2</translation>
    </message>
    <message>
        <source>feed %1</source>
        <translation>l&apos;alimentation %1</translation>
    </message>
    <message>
        <source>the air cooling limit</source>
        <translation>la limite du refroidissement par air</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Refusé : %1</translation>
    </message>
    <message>
        <source> (%1 m)</source>
        <translation> (%1 m)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1 × %2 × %3 (%4)</source>
        <translation>%1 × %2 × %3 (%4)</translation>
    </message>
    <message>
        <source> at %1 GB/s per GPU</source>
        <translation> à %1 Go/s par GPU</translation>
    </message>
    <message>
        <source>&lt;br&gt;NVLink domains: %1</source>
        <translation>&lt;br&gt;Domaines NVLink : %1</translation>
    </message>
    <message>
        <source> %1 %</source>
        <translation> %1 %</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) as designed</source>
        <translation>
            <numerusform>%n nœud, tel que conçu</numerusform>
            <numerusform>%n nœuds, tels que conçus</numerusform>
        </translation>
    </message>
    <message>
        <source>nodes (● this design)</source>
        <translation>nœuds (● cette conception)</translation>
    </message>
    <message>
        <source>k tokens/s</source>
        <translation>k jetons/s</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Calcul</translation>
    </message>
    <message>
        <source>TP comm</source>
        <translation>Comm. TP</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>Bulle de pipeline</translation>
    </message>
    <message>
        <source>Exposed DP comm</source>
        <translation>Comm. DP exposée</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autre</translation>
    </message>
    <message>
        <source>EP all-to-all</source>
        <translation>All-to-all EP</translation>
    </message>
    <message>
        <source>Step time breakdown</source>
        <translation>Répartition du temps par pas</translation>
    </message>
    <message>
        <source>step</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>seconds per step</source>
        <translation>secondes par pas</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Mémoire par GPU</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimiseur</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>GB per GPU</source>
        <translation>Go par GPU</translation>
    </message>
    <message>
        <source>Usable %1 GB</source>
        <translation>%1 Go utilisables</translation>
    </message>
    <message>
        <source>fabric lines overlap: data-parallel traffic is hidden behind compute for this layout</source>
        <translation>les courbes des fabrics se superposent : le trafic du parallélisme de données est masqué par le calcul pour cette répartition</translation>
    </message>
    <message>
        <source>%: scaling efficiency %1 → %2 nodes (tokens/s against %3 × those on %1)</source>
        <translation>% : efficacité de mise à l&apos;échelle %1 → %2 nœuds (jetons/s comparés à %3 × ceux sur %1)</translation>
    </message>
    <message>
        <source>Scaling: tokens/s against nodes, layout fixed</source>
        <translation>Mise à l&apos;échelle : jetons/s selon les nœuds, répartition fixe</translation>
    </message>
    <message>
        <source>not set · needs %1-phase %2 V %3 A per feed</source>
        <translation>non défini · requiert %1 ph %2 V %3 A par alimentation</translation>
    </message>
    <message>
        <source>not set · over a 125 A circuit per feed</source>
        <translation>non défini · dépasse un circuit 125 A par alimentation</translation>
    </message>
    <message>
        <source>capacity unknown</source>
        <translation>capacité inconnue</translation>
    </message>
    <message>
        <source>%1 of %2 kW (%3 %) on %4</source>
        <translation>%1 sur %2 kW (%3 %) pour %4</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>dans %1</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>Mémoire GPU</translation>
    </message>
    <message>
        <source>power, maximum</source>
        <translation>puissance maximale</translation>
    </message>
    <message>
        <source>typical %1 · cooling %2</source>
        <translation>typique %1 · refroidissement %2</translation>
    </message>
    <message>
        <source>%1, predicted training %2</source>
        <translation>%1, entraînement prévu : %2</translation>
    </message>
    <message>
        <source>scaling efficiency %1</source>
        <translation>efficacité de mise à l&apos;échelle %1</translation>
    </message>
    <message>
        <source>time to train</source>
        <translation>durée d&apos;entraînement</translation>
    </message>
    <message>
        <source>%1 T tokens</source>
        <translation>%1 billions de jetons</translation>
    </message>
    <message>
        <source>%1 B tokens</source>
        <translation>%1 milliards de jetons</translation>
    </message>
    <message>
        <source>%1, quote total</source>
        <translation>%1, total du devis</translation>
    </message>
    <message>
        <source>Prepared for %1</source>
        <translation>Préparé pour %1</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>par %1</translation>
    </message>
    <message>
        <source>Compute fabric %1 · %2 · %3</source>
        <translation>Fabric de calcul %1 · %2 · %3</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>commutateur</translation>
    </message>
    <message>
        <source>switches</source>
        <translation>commutateurs</translation>
    </message>
    <message>
        <source>cable</source>
        <translation>câble</translation>
    </message>
    <message>
        <source>cables</source>
        <translation>câbles</translation>
    </message>
    <message>
        <source>%1: racks</source>
        <translation>%1 : baies</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Côte à côte</translation>
    </message>
    <message>
        <source>★ best value per row; shaded rows differ between variants</source>
        <translation>★ meilleure valeur par ligne ; les lignes teintées diffèrent d&apos;une variante à l&apos;autre</translation>
    </message>
    <message>
        <source>PDF quote (*.pdf)</source>
        <translation>Devis PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Classeur Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>linear scaling</source>
        <translation>mise à l&apos;échelle linéaire</translation>
    </message>
    <message numerus="yes">
        <source>grey dash-dot: linear scaling from %n node(s)</source>
        <translation>
            <numerusform>gris en tirets-points : mise à l&apos;échelle linéaire depuis %n nœud</numerusform>
            <numerusform>gris en tirets-points : mise à l&apos;échelle linéaire depuis %n nœuds</numerusform>
        </translation>
    </message>
    <message>
        <source>server</source>
        <translation>serveur</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>serveurs</translation>
    </message>
    <message>
        <source>%1, %2 of %3 U used, %4 maximum</source>
        <translation>%1, %2 U utilisées sur %3, %4 au maximum</translation>
    </message>
    <message>
        <source>rack</source>
        <translation>baie</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>baies</translation>
    </message>
    <message>
        <source>%1 kW max · height not published
needs: %2</source>
        <translation>%1 kW max · hauteur non publiée
requis : %2</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>Quote</name>
    <message>
        <source>no price</source>
        <translation>aucun prix</translation>
    </message>
    <message>
        <source>incomplete: %1 item without a price</source>
        <translation>incomplet : %1 article sans prix</translation>
    </message>
    <message>
        <source>incomplete: %1 items without a price</source>
        <translation>incomplet : %1 articles sans prix</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>TVA</translation>
    </message>
    <message>
        <source>%1 line %2</source>
        <translation>%1 ligne %2</translation>
    </message>
    <message>
        <source>price list</source>
        <translation>liste de prix</translation>
    </message>
    <message>
        <source>Installation and commissioning, per server</source>
        <translation>Installation et mise en service, par serveur</translation>
    </message>
    <message>
        <source>Support, per server and year (%1 years)</source>
        <translation>Support, par serveur et par an (%1 ans)</translation>
    </message>
</context>
<context>
    <name>QuoteCategory</name>
    <message>
        <source>Racks</source>
        <translation>Baies</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Serveurs</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Stockage</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Commutateurs</translation>
    </message>
    <message>
        <source>Network adapters</source>
        <translation>Cartes réseau</translation>
    </message>
    <message>
        <source>Power distribution</source>
        <translation>Distribution électrique</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>Émetteurs-récepteurs</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>Câbles</translation>
    </message>
    <message>
        <source>Services</source>
        <translation>Services</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
    <message>
        <source>Cooling distribution units</source>
        <translation>Unités de distribution de refroidissement</translation>
    </message>
</context>
<context>
    <name>QuoteColumn</name>
    <message>
        <source>Part number</source>
        <translation>Référence</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>Qté</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Prix unitaire</translation>
    </message>
    <message>
        <source>Disc.</source>
        <translation>Rem.</translation>
    </message>
    <message>
        <source>Net unit</source>
        <translation>Net unitaire</translation>
    </message>
    <message>
        <source>Extended</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>Origine du prix</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>Remise</translation>
    </message>
</context>
<context>
    <name>QuotePdf</name>
    <message>
        <source>Quote %1</source>
        <translation>Devis %1</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>%1 · dated %2 · valid until %3</source>
        <translation>%1 · du %2 · valable jusqu&apos;au %3</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Pour</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>mémoire GPU</translation>
    </message>
    <message>
        <source>maximum power</source>
        <translation>puissance maximale</translation>
    </message>
    <message>
        <source>total incl. %1</source>
        <translation>total %1 incluse</translation>
    </message>
    <message>
        <source>priced items; %1 unpriced</source>
        <translation>articles chiffrés ; %1 sans prix</translation>
    </message>
    <message>
        <source>Throughput: %1, by Cluster Designer&apos;s analytic performance model.</source>
        <translation>Débit : %1, d&apos;après le modèle de performance analytique de Cluster Designer.</translation>
    </message>
    <message>
        <source>%1 lines in %2 categories. Subtotal %3, %4 %5 % %6, total %7%8.</source>
        <translation>%1 lignes en %2 catégories. Sous-total %3, %4 %5 % %6, total %7%8.</translation>
    </message>
    <message>
        <source>of the priced items</source>
        <translation>des articles chiffrés</translation>
    </message>
    <message>
        <source>%1 line(s) are priced from public catalog estimates (marked *), not from a reseller price list.</source>
        <translation>%1 ligne(s) chiffrée(s) d&apos;après les estimations publiques du catalogue (marquées *), et non d&apos;après une liste de prix revendeur.</translation>
    </message>
    <message>
        <source>Incomplete quote: %1 item(s) have no price (blank below) and are not in the total.</source>
        <translation>Devis incomplet : %1 article(s) sans prix (vides ci-dessous), non compris dans le total.</translation>
    </message>
    <message>
        <source>Rack elevations</source>
        <translation>Élévations des baies</translation>
    </message>
    <message>
        <source>Subtotal %1</source>
        <translation>Sous-total %1</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>sans prix</translation>
    </message>
    <message>
        <source>Bill of materials (%1)</source>
        <translation>Nomenclature (%1)</translation>
    </message>
    <message>
        <source>Bill of materials (continued)</source>
        <translation>Nomenclature (suite)</translation>
    </message>
    <message>
        <source>Subtotal</source>
        <translation>Sous-total</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Total of priced items</source>
        <translation>Total des articles chiffrés</translation>
    </message>
    <message>
        <source>Unit prices after discount are rounded; extended = quantity x net unit price.</source>
        <translation>Les prix unitaires après remise sont arrondis ; montant = quantité × prix unitaire net.</translation>
    </message>
    <message>
        <source>* Public catalog estimate, to be confirmed.</source>
        <translation>* Estimation publique du catalogue, à confirmer.</translation>
    </message>
    <message>
        <source>Incomplete quote: %1 item(s) have no price and are not in the total.</source>
        <translation>Devis incomplet : %1 article(s) sans prix, non compris dans le total.</translation>
    </message>
    <message>
        <source>Valid until %1.</source>
        <translation>Valable jusqu&apos;au %1.</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>Go</translation>
    </message>
</context>
<context>
    <name>QuoteSummary</name>
    <message>
        <source>%1 tokens/s training %2 on %3 (predicted)</source>
        <translation>%1 jetons/s à l&apos;entraînement de %2 sur %3 (prédit)</translation>
    </message>
    <message>
        <source>%1 tokens/s training %2 (predicted)</source>
        <translation>%1 jetons/s à l&apos;entraînement de %2 (prédit)</translation>
    </message>
</context>
<context>
    <name>QuoteXlsx</name>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Total of priced items (%1)</source>
        <translation>Total des articles chiffrés (%1)</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Devis</translation>
    </message>
    <message>
        <source>Quote %1</source>
        <translation>Devis %1</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Pour</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Conception</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Valable jusqu&apos;au</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>sans prix</translation>
    </message>
    <message>
        <source>Subtotal %1</source>
        <translation>Sous-total %1</translation>
    </message>
    <message>
        <source>Subtotal</source>
        <translation>Sous-total</translation>
    </message>
    <message>
        <source>Incomplete quote: %1 item(s) have no price; the total leaves them out.</source>
        <translation>Devis incomplet : %1 article(s) sans prix, non compris dans le total.</translation>
    </message>
    <message>
        <source>%1 line(s) are priced from public catalog estimates, not a reseller price list.</source>
        <translation>%1 ligne(s) chiffrée(s) d&apos;après les estimations publiques du catalogue, et non d&apos;après une liste de prix revendeur.</translation>
    </message>
    <message>
        <source>Quote %1 summary</source>
        <translation>Résumé du devis %1</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Reseller</source>
        <translation>Revendeur</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU memory (GB)</source>
        <translation>Mémoire GPU (Go)</translation>
    </message>
    <message>
        <source>Maximum power (kW)</source>
        <translation>Puissance maximale (kW)</translation>
    </message>
    <message>
        <source>Predicted throughput</source>
        <translation>Débit prédit</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Maximum power (kW), at least</source>
        <translation>Puissance maximale (kW), au moins</translation>
    </message>
</context>
<context>
    <name>RackElevationPainter</name>
    <message>
        <source>No racks</source>
        <translation>Aucune baie</translation>
    </message>
    <message>
        <source>%1 kW max · %2 U used of %3
%4</source>
        <translation>%1 kW max · occupation %2 U sur %3
%4</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(inconnu)</translation>
    </message>
    <message>
        <source>%1 kW max · height not published
%2</source>
        <translation>%1 kW max · hauteur non publiée
%2</translation>
    </message>
</context>
<context>
    <name>SaveError</name>
    <message>
        <source>cannot save %1: %2</source>
        <translation>impossible d&apos;enregistrer %1 : %2</translation>
    </message>
    <message>
        <source>cannot read the symbolic link %1</source>
        <translation>impossible de lire le lien symbolique %1</translation>
    </message>
    <message>
        <source>too many levels of symbolic links</source>
        <translation>trop de niveaux de liens symboliques</translation>
    </message>
    <message>
        <source>writing failed after %1 of %2 bytes</source>
        <translation>l&apos;écriture a échoué après %1 octets sur %2</translation>
    </message>
    <message>
        <source>flushing to disk failed</source>
        <translation>l&apos;écriture sur le disque a échoué</translation>
    </message>
    <message>
        <source>closing the temporary file failed</source>
        <translation>la fermeture du fichier temporaire a échoué</translation>
    </message>
    <message>
        <source>cannot replace %1</source>
        <translation>impossible de remplacer %1</translation>
    </message>
    <message>
        <source>cannot create a temporary file in %1</source>
        <translation>impossible de créer un fichier temporaire dans %1</translation>
    </message>
    <message>
        <source>cannot name the temporary file in %1</source>
        <translation>impossible de nommer le fichier temporaire dans %1</translation>
    </message>
    <message>
        <source>the same file is asked for twice</source>
        <translation>le même fichier est demandé deux fois</translation>
    </message>
</context>
<context>
    <name>ScaleOut</name>
    <message>
        <source>NICs per node taken from the compute network&apos;s rails</source>
        <translation>cartes réseau par nœud tirées des rails du réseau de calcul</translation>
    </message>
    <message>
        <source>the design has no GPU server</source>
        <translation>la conception ne contient aucun serveur GPU</translation>
    </message>
    <message>
        <source>the servers list no compute ports and no compute network is defined: no scale-out fabric is known</source>
        <translation>les serveurs n&apos;ont aucun port de calcul et aucun réseau de calcul n&apos;est défini : aucun réseau inter-nœuds n&apos;est connu</translation>
    </message>
    <message>
        <source>no compute network defined: transport assumed from the servers&apos; compute ports</source>
        <translation>aucun réseau de calcul défini : transport déduit des ports de calcul des serveurs</translation>
    </message>
    <message>
        <source>GPU &apos;%1&apos; of &apos;%2&apos; is not in the catalog</source>
        <translation>le GPU « %1 » de « %2 » n&apos;est pas dans le catalogue</translation>
    </message>
    <message>
        <source>the estimate is of the %1 %2 (%3 GPUs), the design&apos;s most numerous GPU server; its other %4 GPUs are not in it</source>
        <translation>l&apos;estimation porte sur les %1 %2 (%3 GPU), le serveur GPU le plus nombreux du design ; ses %4 autres GPU n&apos;y sont pas</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: no compute network and no compute ports: one NDR 400G per GPU assumed, %2 per node (--scale-out and --nics-per-node override)</source>
        <translation>« %1 » : ni réseau de calcul ni ports de calcul : un port NDR 400G par GPU supposé, %2 par nœud (--scale-out et --nics-per-node les remplacent)</translation>
    </message>
</context>
<context>
    <name>Serving</name>
    <message>
        <source>%1 does not divide the NVLink domain of %2 GPUs</source>
        <translation>%1 ne divise pas le domaine NVLink de %2 GPU</translation>
    </message>
    <message>
        <source>%1 does not divide the %2 GPUs</source>
        <translation>%1 ne divise pas les %2 GPU</translation>
    </message>
    <message>
        <source>%1 does not split the model&apos;s %2 heads and %3 KV heads evenly</source>
        <translation>%1 ne répartit pas également les %2 têtes et les %3 têtes KV du modèle</translation>
    </message>
    <message>
        <source>%1 requests asked, %2 run at once: the rest wait in the queue</source>
        <translation>%1 requêtes demandées, %2 traitées à la fois : les autres attendent dans la file</translation>
    </message>
    <message>
        <source>no engine &apos;%1&apos; (%2)</source>
        <translation>aucun moteur « %1 » (%2)</translation>
    </message>
    <message>
        <source>the prompt must be at least 1 token</source>
        <translation>l&apos;invite doit compter au moins 1 jeton</translation>
    </message>
    <message>
        <source>the output must be at least 1 token</source>
        <translation>la sortie doit compter au moins 1 jeton</translation>
    </message>
    <message>
        <source>%1 input + %2 output tokens exceed the model&apos;s context of %3</source>
        <translation>%1 jetons d&apos;entrée + %2 jetons de sortie dépassent le contexte de %3 du modèle</translation>
    </message>
    <message>
        <source>must be at least 1 request (0: the most the engine runs)</source>
        <translation>doit être d&apos;au moins 1 requête (0 : le maximum que le moteur traite)</translation>
    </message>
    <message>
        <source>fp8: %1 has no FP8 support</source>
        <translation>fp8 : %1 ne prend pas en charge le FP8</translation>
    </message>
    <message>
        <source>no replica of this model reaches %1 tokens/s per user with a first token within %2 ms on this GPU</source>
        <translation>aucune réplique de ce modèle n&apos;atteint %1 jetons/s par utilisateur avec un premier jeton en %2 ms au plus sur ce GPU</translation>
    </message>
    <message>
        <source>no replica of this model reaches %1 tokens/s per user on this GPU</source>
        <translation>aucune réplique de ce modèle n&apos;atteint %1 jetons/s par utilisateur sur ce GPU</translation>
    </message>
    <message>
        <source>users must be at least 1, the rate and TTFT bound not negative</source>
        <translation>il faut au moins 1 utilisateur, et le débit comme la borne de TTFT ne peuvent être négatifs</translation>
    </message>
    <message>
        <source>the weights (%1 GB per GPU at tp %2) leave no room in %3 GB for the KV cache of one %4-token sequence</source>
        <translation>les poids (%1 Go par GPU en tp %2) ne laissent pas de place dans %3 Go pour le cache KV d&apos;une séquence de %4 jetons</translation>
    </message>
    <message>
        <source>has no FP8 tensor cores</source>
        <translation>n&apos;a pas de cœurs tensoriels FP8</translation>
    </message>
    <message>
        <source>has no FP4 tensor cores</source>
        <translation>n&apos;a pas de cœurs tensoriels FP4</translation>
    </message>
</context>
<context>
    <name>StorageFabric</name>
    <message>
        <source>the GPU nodes&apos; storage ports carry only %1 GB/s</source>
        <translation>les ports de stockage des nœuds GPU ne portent que %1 Go/s</translation>
    </message>
    <message>
        <source>the storage systems write only %1 GB/s (catalog figures): add systems</source>
        <translation>les systèmes de stockage n&apos;écrivent que %1 Go/s (valeurs du catalogue) : ajoutez des systèmes</translation>
    </message>
</context>
<context>
    <name>Tco</name>
    <message>
        <source>GPU nodes at %1 kW each busy, %2 kW idle; the other devices at their typical draw, %3 kW</source>
        <translation>nœuds GPU à %1 kW chacun en charge, %2 kW au repos ; les autres équipements à leur consommation typique, %3 kW</translation>
    </message>
    <message>
        <source>%1 training (%2)</source>
        <translation>entraînement de %1 (%2)</translation>
    </message>
    <message>
        <source>%1 served by %2 at %3 requests in flight</source>
        <translation>%1 servi par %2 à %3 requêtes en cours</translation>
    </message>
    <message>
        <source>no workload figures</source>
        <translation>aucun chiffre de charge de travail</translation>
    </message>
    <message>
        <source>the training run is at the predicted step rate: no goodput (no storage bandwidth to size checkpoints from)</source>
        <translation>l&apos;entraînement est au rythme d&apos;étape prédit : sans goodput (aucun débit de stockage pour dimensionner les points de contrôle)</translation>
    </message>
    <message>
        <source>no model preset &apos;%1&apos;</source>
        <translation>aucun modèle prédéfini &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the quote is in %1 and quote.exchange_rates gives no rate for USD: the USD assumptions cannot be converted</source>
        <translation>le devis est en %1 et quote.exchange_rates ne donne pas de taux pour l&apos;USD : les hypothèses en USD ne peuvent pas être converties</translation>
    </message>
    <message>
        <source>the workload gives no figures (%1): no tokens or training run; the busy hours draw the GPU nodes&apos; typical power</source>
        <translation>la charge de travail ne donne aucun chiffre (%1) : ni jetons ni entraînement ; les heures en charge prennent la consommation typique des nœuds GPU</translation>
    </message>
    <message>
        <source>above %1 to %2</source>
        <translation>au-dessus de %1 jusqu&apos;à %2</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>de %1 à %2</translation>
    </message>
    <message>
        <source>must be a price above 0 and at most 1000 per GPU-hour</source>
        <translation>doit être un prix supérieur à 0 et au plus 1000 par heure-GPU</translation>
    </message>
    <message>
        <source>must be a number %1</source>
        <translation>doit être un nombre %1</translation>
    </message>
    <message>
        <source>not a TCO assumption</source>
        <translation>n&apos;est pas une hypothèse du TCO</translation>
    </message>
    <message>
        <source>must be at most 10,000 prices</source>
        <translation>doit compter au plus 10 000 prix</translation>
    </message>
    <message>
        <source>must be %1</source>
        <translation>doit être %1</translation>
    </message>
    <message>
        <source>users are a serving question; this TCO prices training</source>
        <translation>les utilisateurs relèvent de l&apos;inférence ; ce TCO chiffre l&apos;entraînement</translation>
    </message>
    <message>
        <source>no power figure for the serving point</source>
        <translation>aucun chiffre de puissance pour le point de fonctionnement en inférence</translation>
    </message>
    <message>
        <source>the power budget must be a number of kW above 0</source>
        <translation>le budget de puissance doit être un nombre de kW supérieur à 0</translation>
    </message>
    <message>
        <source>%1 kW runs no GPU server: each takes %2 kW with its share of the other devices, x PUE %3</source>
        <translation>%1 kW n&apos;alimentent aucun serveur GPU : chacun prend %2 kW avec sa part des autres équipements, x PUE %3</translation>
    </message>
    <message>
        <source>no point of this design reaches %1 %2 per million output tokens: the cheapest costs %3</source>
        <translation>aucun point de cette conception n&apos;atteint %1 %2 par million de jetons en sortie : le moins cher coûte %3</translation>
    </message>
    <message>
        <source>no serving point of this design has a token cost</source>
        <translation>aucun point d&apos;inférence de cette conception n&apos;a de coût par jeton</translation>
    </message>
    <message>
        <source>the workload runs on %1 of the design&apos;s %2 GPUs (its most numerous GPU server); the costs are the whole design&apos;s, so each token carries the other GPUs&apos; share</source>
        <translation>la charge tourne sur %1 des %2 GPU du design (son serveur GPU le plus nombreux) ; les coûts sont ceux de tout le design, chaque jeton porte donc la part des autres GPU</translation>
    </message>
</context>
<context>
    <name>TcoLabels</name>
    <message>
        <source>Life</source>
        <translation>Durée de vie</translation>
    </message>
    <message>
        <source>Cost of capital</source>
        <translation>Coût du capital</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>Valeur résiduelle</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>Électricité</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Taux d&apos;utilisation</translation>
    </message>
    <message>
        <source>Idle draw</source>
        <translation>Consommation au repos</translation>
    </message>
    <message>
        <source>Colocation per kW</source>
        <translation>Colocation par kW</translation>
    </message>
    <message>
        <source>Colocation per rack</source>
        <translation>Colocation par baie</translation>
    </message>
    <message>
        <source>Hosting per server</source>
        <translation>Hébergement par serveur</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Support</translation>
    </message>
    <message>
        <source>Software per GPU</source>
        <translation>Logiciels par GPU</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Personnel</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>CAPEX</translation>
    </message>
    <message>
        <source>GPU-hour price (given)</source>
        <translation>Prix de l&apos;heure-GPU (saisi)</translation>
    </message>
    <message>
        <source>Rental price (given)</source>
        <translation>Prix de location (saisi)</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Capital</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>Colocation</translation>
    </message>
    <message>
        <source>Hosting</source>
        <translation>Hébergement</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>Logiciels</translation>
    </message>
</context>
<context>
    <name>TcoPages</name>
    <message>
        <source>Capex C</source>
        <translation>CAPEX C</translation>
    </message>
    <message>
        <source>the quote&apos;s net subtotal: every line&apos;s net price x quantity, services included, tax excluded</source>
        <translation>sous-total net du devis : prix net de chaque ligne x quantité, services compris, hors taxes</translation>
    </message>
    <message>
        <source>Capital recovery factor</source>
        <translation>Facteur de recouvrement du capital</translation>
    </message>
    <message>
        <source>CRF = r (1 + r)^n / ((1 + r)^n - 1); 1 / n when r = 0</source>
        <translation>CRF = r (1 + r)^n / ((1 + r)^n - 1) ; 1 / n si r = 0</translation>
    </message>
    <message>
        <source>Capital a year</source>
        <translation>Capital par an</translation>
    </message>
    <message>
        <source>C x CRF - R x SFF, with SFF = r / ((1 + r)^n - 1) (1 / n when r = 0) and R the residual value</source>
        <translation>C x CRF - R x SFF, avec SFF = r / ((1 + r)^n - 1) (1 / n si r = 0) et R la valeur résiduelle</translation>
    </message>
    <message>
        <source>Facility energy a year</source>
        <translation>Énergie de l&apos;installation par an</translation>
    </message>
    <message>
        <source>(P_busy x u + P_idle x (1 - u)) x PUE x h, in kWh; energy cost = that x the electricity price</source>
        <translation>(P_busy x u + P_idle x (1 - u)) x PUE x h, en kWh ; coût de l&apos;énergie = ce total x le prix de l&apos;électricité</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>Colocation</translation>
    </message>
    <message>
        <source>12 x (price per kW-month x the design&apos;s maximum IT kW + price per rack-month x racks)</source>
        <translation>12 x (prix par kW-mois x puissance IT maximale de la conception en kW + prix par baie-mois x nombre de baies)</translation>
    </message>
    <message>
        <source>Hosting, support, software, staff</source>
        <translation>Hébergement, support, logiciels, personnel</translation>
    </message>
    <message>
        <source>price per server-year x servers; support % x C; price per GPU-year x G; staff as given</source>
        <translation>prix par serveur-an x serveurs ; support % x C ; prix par GPU-an x G ; personnel tel que saisi</translation>
    </message>
    <message>
        <source>Cost a year, over the life</source>
        <translation>Coût annuel, sur la durée de vie</translation>
    </message>
    <message>
        <source>capital a year + running costs a year; x n</source>
        <translation>capital par an + coûts d&apos;exploitation par an ; x n</translation>
    </message>
    <message>
        <source>Cost of a GPU-hour</source>
        <translation>Coût d&apos;une heure-GPU</translation>
    </message>
    <message>
        <source>Capex (the quote&apos;s net subtotal)</source>
        <translation>CAPEX (sous-total net du devis)</translation>
    </message>
    <message>
        <source>Cost a year (capital and running costs)</source>
        <translation>Coût annuel (capital et coûts d&apos;exploitation)</translation>
    </message>
    <message>
        <source>Cost over the life</source>
        <translation>Coût sur la durée de vie</translation>
    </message>
    <message>
        <source>Energy share of the cost</source>
        <translation>Part de l&apos;énergie dans le coût</translation>
    </message>
    <message>
        <source>Training run (days)</source>
        <translation>Entraînement complet (jours)</translation>
    </message>
    <message>
        <source>Training run (cost)</source>
        <translation>Entraînement complet (coût)</translation>
    </message>
    <message>
        <source>Serving: per million output tokens</source>
        <translation>Inférence : par million de jetons de sortie</translation>
    </message>
    <message>
        <source>Serving: per million input tokens</source>
        <translation>Inférence : par million de jetons d&apos;entrée</translation>
    </message>
    <message>
        <source>Rental price of a GPU-hour</source>
        <translation>Prix de location d&apos;une heure-GPU</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>aucun prix</translation>
    </message>
    <message>
        <source>Renting the same GPU-hours, a year</source>
        <translation>Location des mêmes heures-GPU, par an</translation>
    </message>
    <message>
        <source>Owning pays above a utilisation of</source>
        <translation>Posséder est rentable au-delà d&apos;un taux d&apos;utilisation de</translation>
    </message>
    <message>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message>
        <source>Owning pays after (months)</source>
        <translation>Posséder est rentable après (mois)</translation>
    </message>
    <message>
        <source>Against renting</source>
        <translation>Comparaison avec la location</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Hypothèses</translation>
    </message>
    <message>
        <source>cost a year / (G x h x u)</source>
        <translation>coût annuel / (G x h x u)</translation>
    </message>
    <message>
        <source>Training run</source>
        <translation>Entraînement complet</translation>
    </message>
    <message>
        <source>days = tokens / (predicted tokens/s after goodput) / 86,400; cost = its hours x G x the cost of a GPU-hour</source>
        <translation>jours = jetons / (jetons/s prévus après goodput) / 86&#xa0;400 ; coût = ses heures x G x le coût d&apos;une heure-GPU</translation>
    </message>
    <message>
        <source>Serving, a million tokens</source>
        <translation>Inférence, par million de jetons</translation>
    </message>
    <message>
        <source>a request costs G x the cost of a GPU-hour / (requests/s x 3,600); output tokens carry its share 1 - s over the output length, input tokens s over the input length, s the prompt&apos;s share of the replica&apos;s time</source>
        <translation>une requête coûte G x le coût d&apos;une heure-GPU / (requêtes/s x 3&#xa0;600) ; les jetons de sortie en portent la part 1 - s répartie sur la longueur de sortie, les jetons d&apos;entrée la part s répartie sur la longueur d&apos;entrée, s étant la part du prompt dans le temps de la réplique</translation>
    </message>
    <message>
        <source>Renting the same work</source>
        <translation>Location pour le même travail</translation>
    </message>
    <message>
        <source>rental price x G x h x u a year</source>
        <translation>prix de location x G x h x u par an</translation>
    </message>
    <message>
        <source>Break-even utilisation</source>
        <translation>Taux d&apos;utilisation au seuil de rentabilité</translation>
    </message>
    <message>
        <source>u* = (F + E_idle) / (P G h - (E_busy - E_idle)): F the cost a year without energy, E the energy cost of a year busy or idle, P the rental price; owning pays above u*</source>
        <translation>u* = (F + E_idle) / (P G h - (E_busy - E_idle)) : F le coût annuel hors énergie, E le coût de l&apos;énergie d&apos;une année en charge ou au repos, P le prix de location ; posséder est rentable au-delà de u*</translation>
    </message>
    <message>
        <source>Break-even months</source>
        <translation>Seuil de rentabilité (mois)</translation>
    </message>
    <message>
        <source>C / ((renting a year - running costs a year) / 12), undiscounted</source>
        <translation>C / ((location par an - coûts d&apos;exploitation par an) / 12), non actualisé</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Notation</translation>
    </message>
    <message>
        <source>C capex, n life in years, r cost of capital a year, u utilisation (the share of the hours the GPUs work), G GPUs, h = 8,760 hours a year, P_busy and P_idle the IT power with the GPUs working and waiting (the throughput model&apos;s draw for the workload, every other device at its typical draw).</source>
        <translation>C le CAPEX, n la durée de vie en années, r le coût du capital par an, u le taux d&apos;utilisation (la part des heures où les GPU travaillent), G le nombre de GPU, h = 8&#xa0;760 heures par an, P_busy et P_idle la puissance IT avec les GPU en charge et en attente (la consommation du modèle de débit pour la charge de travail, tous les autres équipements à leur consommation typique).</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Sources</translation>
    </message>
    <message>
        <source>set for this design</source>
        <translation>défini pour cette conception</translation>
    </message>
    <message>
        <source>Rental price</source>
        <translation>Prix de location</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 j</translation>
    </message>
    <message>
        <source>unknown (no rental price)</source>
        <translation>inconnu (pas de prix de location)</translation>
    </message>
</context>
<context>
    <name>TcoSource</name>
    <message>
        <source>0: the quote&apos;s own support lines (%1 years) are in capex</source>
        <translation>0 : les lignes de support du devis (%1 ans) sont dans le CAPEX</translation>
    </message>
    <message>
        <source>not used unless set</source>
        <translation>non utilisé sauf si défini</translation>
    </message>
    <message>
        <source>Amazon 10-K 2024: AI servers depreciated over 5 years from 1 Jan 2025</source>
        <translation>Amazon 10-K 2024 : serveurs d&apos;IA amortis sur 5 ans à partir du 1er janvier 2025</translation>
    </message>
    <message>
        <source>0: straight-line, as Lenovo LP2225 and NVIDIA&apos;s inference-cost method; set for financing</source>
        <translation>0 : linéaire, comme Lenovo LP2225 et la méthode de coût d&apos;inférence de NVIDIA ; à définir pour un financement</translation>
    </message>
    <message>
        <source>0: nothing assumed back at the end of the life</source>
        <translation>0 : aucune valeur supposée récupérée en fin de vie</translation>
    </message>
    <message>
        <source>US EIA: average industrial retail price 2023, 8.06 cents/kWh</source>
        <translation>US EIA : prix de détail industriel moyen 2023, 8,06 cents/kWh</translation>
    </message>
    <message>
        <source>1: every hour counted, as rental prices are quoted</source>
        <translation>1 : toutes les heures comptées, comme les prix de location sont cotés</translation>
    </message>
    <message>
        <source>assumption, not a measurement: idle nodes at 30 % of their busy draw</source>
        <translation>hypothèse, pas une mesure : nœuds au repos à 30 % de leur consommation en charge</translation>
    </message>
    <message>
        <source>CBRE North America Data Center Trends H2 2024: 184.06 USD/kW-month (250-500 kW)</source>
        <translation>CBRE North America Data Center Trends S2 2024 : 184,06 USD/kW-mois (250-500 kW)</translation>
    </message>
    <message>
        <source>0: price support as the quote&apos;s service lines, or set a share</source>
        <translation>0 : chiffrer le support comme lignes de service du devis, ou définir une part</translation>
    </message>
    <message>
        <source>0: open-source stack; NVIDIA AI Enterprise lists at 4,500 USD/GPU-year</source>
        <translation>0 : pile open source ; NVIDIA AI Enterprise est au tarif de 4 500 USD/GPU-an</translation>
    </message>
    <message>
        <source>the cooling analysis&apos; default; Uptime Institute surveys: averages 1.5-1.6 (2024: 1.56)</source>
        <translation>valeur par défaut de l&apos;analyse de refroidissement ; enquêtes de l&apos;Uptime Institute : moyennes de 1,5 à 1,6 (2024 : 1,56)</translation>
    </message>
    <message>
        <source>the design&apos;s site PUE</source>
        <translation>le PUE du site de la conception</translation>
    </message>
    <message>
        <source>the design&apos;s site energy price</source>
        <translation>le prix de l&apos;énergie du site de la conception</translation>
    </message>
    <message>
        <source>the default (US EIA 2023 industrial average): the design&apos;s site price is in a currency the quote has no exchange rate for, so it is not used</source>
        <translation>la valeur par défaut (moyenne industrielle 2023 de l&apos;EIA américaine) : le prix du site de la conception est dans une devise pour laquelle le devis n&apos;a pas de taux de change, il n&apos;est donc pas utilisé</translation>
    </message>
</context>
<context>
    <name>TcoTexts</name>
    <message>
        <source>Cost a year (%1)</source>
        <translation>Coût annuel (%1)</translation>
    </message>
    <message>
        <source>What moves the cost of a GPU-hour (each driver -20 % / +20 %)</source>
        <translation>Ce qui fait varier le coût d&apos;une heure-GPU (chaque facteur -20 % / +20 %)</translation>
    </message>
    <message>
        <source>driver 20 % lower</source>
        <translation>facteur abaissé de 20 %</translation>
    </message>
    <message>
        <source>driver 20 % higher</source>
        <translation>facteur relevé de 20 %</translation>
    </message>
    <message>
        <source>change in the cost of a GPU-hour (%1)</source>
        <translation>variation du coût d&apos;une heure-GPU (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Incomplete: %n quote line(s) without a price; every cost is a lower bound.</source>
        <translation>
            <numerusform>Incomplet : %n ligne de devis sans prix ; chaque coût est une borne inférieure.</numerusform>
            <numerusform>Incomplet : %n lignes de devis sans prix ; chaque coût est une borne inférieure.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost of a GPU-hour: %1</source>
        <translation>Coût d&apos;une heure-GPU : %1</translation>
    </message>
    <message>
        <source>%1 a year, %2 over the life; %3 GPU-hours a year</source>
        <translation>%1 par an, %2 sur la durée de vie ; %3 heures-GPU par an</translation>
    </message>
    <message>
        <source>Capex %1 (the quote&apos;s net subtotal): %2 a year, capital recovery factor %3</source>
        <translation>CAPEX %1 (sous-total net du devis) : %2 par an, facteur de recouvrement du capital %3</translation>
    </message>
    <message>
        <source>Running costs %1 a year; energy %2 of the cost (%3 kWh a year)</source>
        <translation>Coûts d&apos;exploitation %1 par an ; énergie %2 du coût (%3 kWh par an)</translation>
    </message>
    <message>
        <source>Workload: %1</source>
        <translation>Charge de travail : %1</translation>
    </message>
    <message>
        <source>%1 per million output tokens, %2 per million input tokens</source>
        <translation>%1 par million de jetons de sortie, %2 par million de jetons d&apos;entrée</translation>
    </message>
    <message>
        <source>Training run: %1 days, %2</source>
        <translation>Entraînement complet : %1 jours, %2</translation>
    </message>
    <message>
        <source>Cloud: %1</source>
        <translation>Cloud : %1</translation>
    </message>
    <message>
        <source>owning pays above %1 utilisation</source>
        <translation>l&apos;achat est rentable au-delà de %1 de taux d&apos;utilisation</translation>
    </message>
    <message>
        <source>owning pays at no utilisation</source>
        <translation>l&apos;achat n&apos;est rentable à aucun taux d&apos;utilisation</translation>
    </message>
    <message>
        <source>after %1 months</source>
        <translation>au bout de %1 mois</translation>
    </message>
    <message>
        <source>Renting at %1 a GPU-hour: %2 a year for the same GPU-hours; %3</source>
        <translation>Location à %1 l&apos;heure-GPU : %2 par an pour les mêmes heures-GPU ; %3</translation>
    </message>
    <message>
        <source>No TCO: %1</source>
        <translation>Pas de TCO : %1</translation>
    </message>
    <message>
        <source>Power: %1 kW busy, %2 kW idle (IT): %3</source>
        <translation>Puissance : %1 kW en charge, %2 kW au repos (IT) : %3</translation>
    </message>
</context>
<context>
    <name>TcoUnit</name>
    <message>
        <source>years</source>
        <translation>ans</translation>
    </message>
    <message>
        <source>per year</source>
        <translation>par an</translation>
    </message>
    <message>
        <source>% of capex</source>
        <translation>% du CAPEX</translation>
    </message>
    <message>
        <source>{currency}/kWh</source>
        <translation>{currency}/kWh</translation>
    </message>
    <message>
        <source>{currency}/kW-month</source>
        <translation>{currency}/kW-mois</translation>
    </message>
    <message>
        <source>{currency}/rack-month</source>
        <translation>{currency}/baie-mois</translation>
    </message>
    <message>
        <source>{currency}/server-year</source>
        <translation>{currency}/serveur-an</translation>
    </message>
    <message>
        <source>% of capex a year</source>
        <translation>% du CAPEX par an</translation>
    </message>
    <message>
        <source>{currency}/GPU-year</source>
        <translation>{currency}/GPU-an</translation>
    </message>
    <message>
        <source>{currency}/year</source>
        <translation>{currency}/an</translation>
    </message>
    <message>
        <source>% a year</source>
        <translation>% par an</translation>
    </message>
</context>
<context>
    <name>TrainingChecks</name>
    <message>
        <source>no model preset &apos;%1&apos;</source>
        <translation>aucun modèle prédéfini « %1 »</translation>
    </message>
    <message>
        <source>no software stack &apos;%1&apos;</source>
        <translation>aucune pile logicielle « %1 »</translation>
    </message>
    <message>
        <source>GPU &apos;%1&apos; has no published %2 in the catalog</source>
        <translation>le GPU « %1 » n&apos;a pas de %2 publié dans le catalogue</translation>
    </message>
    <message>
        <source>no layout fits: the smallest %1</source>
        <translation>aucune répartition ne tient en mémoire : la plus petite %1</translation>
    </message>
    <message>
        <source>ZeRO %1 needs pp 1, not %2: pipeline parallelism accumulates gradients over micro-batches</source>
        <translation>ZeRO %1 exige pp 1, pas %2 : le parallélisme de pipeline accumule les gradients sur les micro-lots</translation>
    </message>
    <message>
        <source>no layout divides the global batch over the cluster&apos;s GPUs</source>
        <translation>aucune répartition ne divise le lot global entre les GPU du cluster</translation>
    </message>
    <message>
        <source>needs %1 GB per GPU (weights %2, gradients %3, optimizer %4, activations %5) but %6 GB is usable</source>
        <translation>demande %1 Go par GPU (poids %2, gradients %3, optimiseur %4, activations %5) mais %6 Go sont utilisables</translation>
    </message>
    <message>
        <source>expert parallelism (ep %1) needs a mixture-of-experts model</source>
        <translation>le parallélisme d&apos;experts (ep %1) exige un modèle à mélange d&apos;experts</translation>
    </message>
    <message>
        <source>ep %1 does not divide the %2 experts</source>
        <translation>ep %1 ne divise pas les %2 experts</translation>
    </message>
    <message>
        <source>ep %1 does not divide dp x cp = %2</source>
        <translation>ep %1 ne divise pas dp x cp = %2</translation>
    </message>
    <message>
        <source>tp %1 does not divide the %2 attention heads</source>
        <translation>tp %1 ne divise pas les %2 têtes d&apos;attention</translation>
    </message>
    <message>
        <source>pp x vp = %1 exceeds the %2 layers</source>
        <translation>pp x vp = %1 dépasse les %2 couches</translation>
    </message>
    <message>
        <source>cp %1 does not divide the sequence length</source>
        <translation>cp %1 ne divise pas la longueur de séquence</translation>
    </message>
    <message>
        <source>global batch %1 is not a multiple of dp x micro-batch = %2</source>
        <translation>le lot global %1 n&apos;est pas un multiple de dp x micro-lot = %2</translation>
    </message>
    <message>
        <source>tp, pp, dp, cp, vp, ep, micro-batch and global batch must all be at least 1</source>
        <translation>tp, pp, dp, cp, vp, ep, micro-lot et lot global doivent tous valoir au moins 1</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>nœuds</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPU par nœud</translation>
    </message>
    <message>
        <source>global batch</source>
        <translation>lot global</translation>
    </message>
    <message>
        <source>%1 %2 is above %3 (docs/limits.md)</source>
        <translation>%1 %2 dépasse %3 (docs/limits.md)</translation>
    </message>
    <message>
        <source>the cluster needs at least one node with one GPU</source>
        <translation>le cluster doit avoir au moins un nœud avec un GPU</translation>
    </message>
    <message>
        <source>GPU &apos;%1&apos; lacks peak FLOPS, memory or memory bandwidth</source>
        <translation>il manque au GPU « %1 » la puissance de crête, la mémoire ou la bande passante mémoire</translation>
    </message>
    <message>
        <source>tp x pp x dp x cp = %1 but the cluster has %2 GPUs</source>
        <translation>tp x pp x dp x cp = %1 mais le cluster a %2 GPU</translation>
    </message>
    <message>
        <source>this software stack shards data only: tp, pp, cp and ep must be 1</source>
        <translation>cette pile logicielle ne répartit que les données : tp, pp, cp et ep doivent valoir 1</translation>
    </message>
    <message>
        <source>zero stage must be 0, 1, 2 or 3</source>
        <translation>l&apos;étape ZeRO doit être 0, 1, 2 ou 3</translation>
    </message>
    <message>
        <source>this software stack runs ZeRO %1 only, not %2</source>
        <translation>cette pile logicielle n&apos;exécute que ZeRO %1, pas %2</translation>
    </message>
    <message>
        <source>hybrid sharding (hsdp) needs ZeRO stage 3</source>
        <translation>le partitionnement hybride (hsdp) exige l&apos;étape ZeRO 3</translation>
    </message>
    <message>
        <source>the hsdp shard group (%1) must divide dp x cp (%2)</source>
        <translation>le groupe de partitionnement hsdp (%1) doit diviser dp x cp (%2)</translation>
    </message>
    <message>
        <source>GPU &apos;%1&apos; has no FP8 tensor cores in the catalog</source>
        <translation>le GPU « %1 » n&apos;a pas de cœurs tensoriels FP8 dans le catalogue</translation>
    </message>
    <message>
        <source>a multi-node cluster needs a scale-out fabric</source>
        <translation>un cluster de plusieurs nœuds exige un réseau inter-nœuds</translation>
    </message>
    <message>
        <source>layers, hidden, heads, ffn, vocab and seq must all be positive</source>
        <translation>layers, hidden, heads, ffn, vocab et seq doivent tous être positifs</translation>
    </message>
    <message>
        <source>%1 %2 is above %3, the most a model may have (docs/limits.md)</source>
        <translation>%1 %2 dépasse %3, le maximum pour un modèle (docs/limits.md)</translation>
    </message>
    <message>
        <source>hidden (%1) must be a multiple of heads (%2)</source>
        <translation>hidden (%1) doit être un multiple de heads (%2)</translation>
    </message>
    <message>
        <source>kv-heads must divide heads</source>
        <translation>kv-heads doit diviser heads</translation>
    </message>
    <message>
        <source>experts per token must be between 1 and the number of experts</source>
        <translation>les experts par jeton doivent être entre 1 et le nombre d&apos;experts</translation>
    </message>
    <message>
        <source>vp %1 needs pp above 1: virtual stages interleave a pipeline</source>
        <translation>vp %1 demande pp supérieur à 1 : les étages virtuels entrelacent un pipeline</translation>
    </message>
</context>
<context>
    <name>TrainingPlan</name>
    <message>
        <source>global batch %1 is not a multiple of dp x micro-batch in any layout; using %2, the nearest with a layout that divides it and fits (dp %3 x micro-batch %4)</source>
        <translation>le lot global %1 n&apos;est un multiple de dp x micro-lot dans aucune répartition ; %2 est utilisé, le plus proche avec une répartition qui le divise et tient en mémoire (dp %3 x micro-lot %4)</translation>
    </message>
    <message>
        <source>global batch %1 is not a multiple of dp %2 x micro-batch %3; using %4, the nearest multiple</source>
        <translation>le lot global %1 n&apos;est pas un multiple de dp %2 x micro-lot %3 ; %4 est utilisé, le multiple le plus proche</translation>
    </message>
    <message>
        <source>no layout covers the cluster&apos;s %1 GPUs (tp x pp x dp x cp = GPUs, tp dividing the attention heads)</source>
        <translation>aucune répartition ne couvre les %1 GPU du cluster (tp x pp x dp x cp = GPU, tp divisant les têtes d&apos;attention)</translation>
    </message>
    <message>
        <source>no layout with %1 covers the cluster&apos;s %2 GPUs (tp x pp x dp x cp = GPUs, tp dividing the attention heads)</source>
        <translation>aucune répartition avec %1 ne couvre les %2 GPU du cluster (tp x pp x dp x cp = GPU, tp divisant les têtes d&apos;attention)</translation>
    </message>
    <message>
        <source>no layout&apos;s dp x micro-batch divides the global batch %1; at %2, the nearest one does: %3</source>
        <translation>aucune répartition n&apos;a de dp x micro-lot qui divise le lot global %1 ; à %2, le plus proche qui convient : %3</translation>
    </message>
    <message>
        <source>a replica (tp x pp x cp) takes %1 GPUs; %2 is not a multiple</source>
        <translation>une réplique (tp x pp x cp) prend %1 GPU ; %2 n&apos;en est pas un multiple</translation>
    </message>
    <message>
        <source>does not fit: %1</source>
        <translation>ne tient pas : %1</translation>
    </message>
</context>
<context>
    <name>Validate</name>
    <message>
        <source>Rack %1</source>
        <translation>La baie %1</translation>
    </message>
    <message>
        <source>Link %1</source>
        <translation>Le lien %1</translation>
    </message>
    <message>
        <source>catalog id</source>
        <translation>l&apos;identifiant de catalogue</translation>
    </message>
    <message>
        <source>; its size is unknown</source>
        <translation> ; sa taille est inconnue</translation>
    </message>
    <message>
        <source>; it is kept as a placeholder with no specs</source>
        <translation> ; il est conservé comme espace réservé sans caractéristiques</translation>
    </message>
    <message>
        <source>cable</source>
        <translation>le câble</translation>
    </message>
</context>
<context>
    <name>XlsxError</name>
    <message>
        <source>out of memory</source>
        <translation>mémoire insuffisante</translation>
    </message>
    <message>
        <source>a text is longer than a spreadsheet cell holds (32,767 characters)</source>
        <translation>un texte dépasse ce qu&apos;une cellule de tableur contient (32 767 caractères)</translation>
    </message>
    <message>
        <source>a name or document property is longer than a spreadsheet allows</source>
        <translation>un nom ou une propriété du document dépasse la longueur qu&apos;un tableur accepte</translation>
    </message>
    <message>
        <source>a sheet name is not one a spreadsheet takes</source>
        <translation>un nom de feuille n&apos;est pas accepté par un tableur</translation>
    </message>
    <message>
        <source>the quote has more rows or columns than a sheet holds</source>
        <translation>le devis a plus de lignes ou de colonnes qu&apos;une feuille n&apos;en contient</translation>
    </message>
    <message>
        <source>the workbook could not be packed into its file</source>
        <translation>le classeur n&apos;a pas pu être écrit dans son fichier</translation>
    </message>
    <message>
        <source>the spreadsheet library failed: %1</source>
        <translation>la bibliothèque de tableur a échoué : %1</translation>
    </message>
</context>
<context>
    <name>cd::ui::BuildoutDialog</name>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>power not published</source>
        <translation>puissance non publiée</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>sans prix</translation>
    </message>
    <message>
        <source>%1, %2 per server</source>
        <translation>%1, %2 par serveur</translation>
    </message>
    <message>
        <source>Server Build-out</source>
        <translation>Configuration du serveur</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;: %n server(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; : %n serveur</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; : %n serveurs</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Reference Configuration</source>
        <translation>Configuration de &amp;référence</translation>
    </message>
    <message>
        <source>%1 (reference)</source>
        <translation>%1 (référence)</translation>
    </message>
    <message>
        <source>Power: %1 W per server over the chassis figure, which is for the reference configuration.</source>
        <translation>Puissance : %1 W par serveur par rapport au chiffre du châssis, qui vaut pour la configuration de référence.</translation>
    </message>
    <message>
        <source>Power: %1 W per server on top of the chassis figure, which leaves these parts out.</source>
        <translation>Puissance : %1 W par serveur en plus du chiffre du châssis, qui exclut ces composants.</translation>
    </message>
    <message>
        <source>Price: %1 per server over the server&apos;s estimate (catalog estimates).</source>
        <translation>Prix : %1 par serveur par rapport à l’estimation du serveur (estimations du catalogue).</translation>
    </message>
    <message>
        <source>Price: %1 per server over the server&apos;s estimate, and parts without a price.</source>
        <translation>Prix : %1 par serveur par rapport à l’estimation du serveur, et des composants sans prix.</translation>
    </message>
    <message>
        <source>System memory: %1 GB, less than the %2 GB of GPU memory: loading and checkpoints stage through it.</source>
        <translation>Mémoire système : %1 Go, moins que les %2 Go de mémoire GPU : le chargement et les points de reprise y transitent.</translation>
    </message>
    <message>
        <source>System memory: %1 GB.</source>
        <translation>Mémoire système : %1 Go.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Network&lt;/b&gt; (Rack ▸ Generate Fabric… fits the adapters):</source>
        <translation>&lt;b&gt;Réseau&lt;/b&gt; (Baie ▸ Générer la fabric… ajoute les cartes) :</translation>
    </message>
    <message>
        <source>PSUs: %1 × %2 W, %3: %4 W carry the load.</source>
        <translation>Alimentations : %1 × %2 W, %3 : %4 W portent la charge.</translation>
    </message>
    <message>
        <source>PSUs: %1 × %2 W, %3 W in all.</source>
        <translation>Alimentations : %1 × %2 W, %3 W en tout.</translation>
    </message>
    <message>
        <source>The server draws up to %1 W.</source>
        <translation>Le serveur consomme jusqu&apos;à %1 W.</translation>
    </message>
    <message>
        <source>Power: the other parts change by %1 W per server, but the chassis figure is its PSUs&apos; limit, which only the PSUs move.</source>
        <translation>Puissance : les autres composants la changent de %1 W par serveur, mais la valeur du châssis est la limite de ses alimentations, que seules les alimentations changent.</translation>
    </message>
</context>
<context>
    <name>cd::ui::CatalogDock</name>
    <message>
        <source>Catalog</source>
        <translation>Catalogue</translation>
    </message>
    <message>
        <source>&lt;p&gt;Select an item to see its specifications, their sources and how far they can be trusted. Drag servers, switches, storage and PDUs onto a rack.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sélectionnez un élément pour voir ses caractéristiques, leurs sources et leur degré de fiabilité. Faites glisser serveurs, commutateurs, stockage et PDU sur une baie.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Search: model, vendor, id…</source>
        <translation>Rechercher : modèle, fabricant, id…</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Tous les types</translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>Tous les fabricants</translation>
    </message>
    <message>
        <source>Preliminary: announced, not shipping yet; the figures are the vendor&apos;s preliminary ones.</source>
        <translation>Préliminaire : annoncé, pas encore livré ; les valeurs sont celles, préliminaires, du fabricant.</translation>
    </message>
</context>
<context>
    <name>cd::ui::CatalogTreeModel</name>
    <message>
        <source>Servers</source>
        <translation>Serveurs</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>Cartes réseau</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Commutateurs</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>Câbles</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>Émetteurs-récepteurs</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Baies</translation>
    </message>
    <message>
        <source>PDUs</source>
        <translation>PDU</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Stockage</translation>
    </message>
    <message>
        <source>Services</source>
        <translation>Services</translation>
    </message>
    <message>
        <source>Liquid cooling</source>
        <translation>Refroidissement liquide</translation>
    </message>
    <message>
        <source>(no vendor)</source>
        <translation>(sans fabricant)</translation>
    </message>
    <message>
        <source>&lt;br&gt;Drag onto a rack to add it.</source>
        <translation>&lt;br&gt;Faites glisser sur une baie pour l&apos;ajouter.</translation>
    </message>
    <message>
        <source>Server components</source>
        <translation>Composants de serveur</translation>
    </message>
</context>
<context>
    <name>cd::ui::ComparisonDock</name>
    <message>
        <source>Compare Variants</source>
        <translation>Comparer les variantes</translation>
    </message>
    <message>
        <source>Workload:</source>
        <translation>Charge de travail :</translation>
    </message>
    <message>
        <source>The model whose training throughput, time to train and cost per token/s are compared</source>
        <translation>Le modèle dont on compare le débit d&apos;entraînement, la durée d&apos;entraînement et le coût par jeton/s</translation>
    </message>
    <message>
        <source>Chart:</source>
        <translation>Graphique :</translation>
    </message>
    <message>
        <source>Proposal &amp;PDF…</source>
        <translation>Proposition &amp;PDF…</translation>
    </message>
    <message>
        <source>Write the customer proposal: cover, summary, each variant&apos;s figures and racks, the comparison</source>
        <translation>Générer la proposition commerciale : page de garde, synthèse, chiffres et baies de chaque variante, comparaison</translation>
    </message>
    <message>
        <source>Export Proposal</source>
        <translation>Exporter la proposition</translation>
    </message>
    <message>
        <source>PDF proposal (*.pdf)</source>
        <translation>Proposition PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The proposal could not be written:
%1</source>
        <translation>Impossible d&apos;écrire la proposition :
%1</translation>
    </message>
</context>
<context>
    <name>cd::ui::ComparisonTableModel</name>
    <message>
        <source>Best: %1 is better</source>
        <translation>Meilleure valeur : la plus %1</translation>
    </message>
    <message>
        <source>higher</source>
        <translation>élevée</translation>
    </message>
    <message>
        <source>lower</source>
        <translation>basse</translation>
    </message>
</context>
<context>
    <name>cd::ui::DeviceInletsEditor</name>
    <message>
        <source>Choose the PDU of each inlet</source>
        <translation>Choisir le PDU de chaque entrée</translation>
    </message>
    <message>
        <source>No PDUs in this rack: inlets hang on the feeds.</source>
        <translation>Aucun PDU dans cette baie : les entrées sont raccordées directement aux alimentations.</translation>
    </message>
    <message>
        <source>Assigned by hand.</source>
        <translation>Affectées manuellement.</translation>
    </message>
    <message>
        <source>Balanced automatically over feeds, PDUs and phases.</source>
        <translation>Réparties automatiquement entre alimentations, PDU et phases.</translation>
    </message>
    <message>
        <source>Inlet %1</source>
        <translation>Entrée %1</translation>
    </message>
    <message>
        <source>%1 · feed %2</source>
        <translation>%1 · alimentation %2</translation>
    </message>
    <message>
        <source>Feed %1, phase L%2, %3 W</source>
        <translation>Alimentation %1, phase L%2, %3 W</translation>
    </message>
</context>
<context>
    <name>cd::ui::EditController</name>
    <message>
        <source>Refused: %1</source>
        <translation>Refusé : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) cannot take it and keep theirs: %1</source>
        <translation>
            <numerusform>%n serveur ne peut pas accueillir ce GPU et conserve le sien : %1</numerusform>
            <numerusform>%n serveurs ne peuvent pas accueillir ce GPU et conservent les leurs : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Added %1 at U%2</source>
        <translation>%1 ajouté en U%2</translation>
    </message>
    <message numerus="yes">
        <source>Moved %n device(s)</source>
        <translation>
            <numerusform>%n équipement déplacé</numerusform>
            <numerusform>%n équipements déplacés</numerusform>
        </translation>
    </message>
    <message>
        <source>Moved rack</source>
        <translation>Baie déplacée</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n object(s)</source>
        <translation>
            <numerusform>Supprimer %n objet</numerusform>
            <numerusform>Supprimer %n objets</numerusform>
        </translation>
    </message>
    <message>
        <source>Duplicated rack</source>
        <translation>Baie dupliquée</translation>
    </message>
    <message>
        <source>No free space in the rack for a copy of %1</source>
        <translation>Pas d&apos;espace libre dans la baie pour une copie de %1</translation>
    </message>
    <message numerus="yes">
        <source>Duplicated %n device(s)</source>
        <translation>
            <numerusform>%n équipement dupliqué</numerusform>
            <numerusform>%n équipements dupliqués</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %n device(s)</source>
        <translation>
            <numerusform>%n équipement copié</numerusform>
            <numerusform>%n équipements copiés</numerusform>
        </translation>
    </message>
    <message>
        <source>No free space to paste %1</source>
        <translation>Pas d&apos;espace libre pour coller %1</translation>
    </message>
    <message numerus="yes">
        <source>Pasted %n device(s)</source>
        <translation>
            <numerusform>%n équipement collé</numerusform>
            <numerusform>%n équipements collés</numerusform>
        </translation>
    </message>
    <message>
        <source>Added rack %1</source>
        <translation>Baie %1 ajoutée</translation>
    </message>
    <message>
        <source>Generating the fabric…</source>
        <translation>Génération de la fabric…</translation>
    </message>
</context>
<context>
    <name>cd::ui::FabricDock</name>
    <message>
        <source>none (no uplinks)</source>
        <translation>aucune (pas de liaison montante)</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <source>&amp;Topology</source>
        <translation>&amp;Topologie</translation>
    </message>
    <message>
        <source>&amp;Links</source>
        <translation>&amp;Liaisons</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>Réseau :</translation>
    </message>
    <message>
        <source>Filter links: device, port, rack, cable…</source>
        <translation>Filtrer les liaisons : équipement, port, baie, câble…</translation>
    </message>
    <message>
        <source>All links</source>
        <translation>Toutes les liaisons</translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) in the design</source>
        <translation>
            <numerusform>%n liaison dans la conception</numerusform>
            <numerusform>%n liaisons dans la conception</numerusform>
        </translation>
    </message>
    <message>
        <source>No network.</source>
        <translation>Aucun réseau.</translation>
    </message>
    <message>
        <source> (target %1)</source>
        <translation> (cible %1)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 · %3 tier(s): %4 leaf, %5 spine, %6 core&lt;br&gt;%7 nodes, %8 of %9 ports cabled · links %10 node–leaf, %11 leaf–spine, %12 spine–core · leaf oversubscription as built %13%14&lt;br&gt;Cables: %15&lt;br&gt;Transceivers: %16</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2 · %3 niveau(x) : %4 leaf, %5 spine, %6 core&lt;br&gt;%7 nœuds, %8 ports câblés sur %9 · liaisons %10 nœud–leaf, %11 leaf–spine, %12 spine–core · sursouscription effective des leafs %13%14&lt;br&gt;Câbles : %15&lt;br&gt;Émetteurs-récepteurs : %16</translation>
    </message>
    <message>
        <source>transport not set</source>
        <translation>transport non défini</translation>
    </message>
    <message>
        <source>&lt;br&gt;Fourth tier: %1 super-core switches, %2 core–super-core links</source>
        <translation>&lt;br&gt;Quatrième niveau : %1 commutateurs super-core, %2 liens core–super-core</translation>
    </message>
</context>
<context>
    <name>cd::ui::FabricSizingDialog</name>
    <message>
        <source>Fabric sizing</source>
        <translation>Dimensionnement de la fabric</translation>
    </message>
    <message>
        <source>from the server</source>
        <translation>selon le serveur</translation>
    </message>
    <message>
        <source>Links of management appliances (UFM) into free leaf ports</source>
        <translation>Liaisons des appliances de gestion (UFM) vers les ports leaf libres</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>Rails (NICs per node)</source>
        <translation>Rails (NIC par nœud)</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Commutateur</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>Sursouscription</translation>
    </message>
    <message>
        <source>Management links</source>
        <translation>Liaisons de gestion</translation>
    </message>
    <message>
        <source>Choose a server with compute ports and a switch.</source>
        <translation>Choisissez un serveur doté de ports de calcul, et un commutateur.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 tiers&lt;/b&gt;, %2 rails × %3 scalable unit(s) of %4 nodes&lt;br&gt;Switches: %5 leaf, %6 spine, %7 core (%8 in all)&lt;br&gt;Cables: %9 node–leaf, %10 leaf–spine, %11 spine–core&lt;br&gt;Transceivers: %12 (all links optical)&lt;br&gt;Leaf ports %13 down : %14 up = %15 : 1 as built</source>
        <translation>&lt;b&gt;%1 niveaux&lt;/b&gt;, %2 rails × %3 unité(s) évolutive(s) de %4 nœuds&lt;br&gt;Commutateurs : %5 leaf, %6 spine, %7 core (%8 au total)&lt;br&gt;Câbles : %9 nœud–leaf, %10 leaf–spine, %11 spine–core&lt;br&gt;Émetteurs-récepteurs : %12 (toutes liaisons optiques)&lt;br&gt;Ports leaf %13 descendants : %14 montants = %15 : 1 effectif</translation>
    </message>
</context>
<context>
    <name>cd::ui::FileController</name>
    <message>
        <source>Cannot open design</source>
        <translation>Impossible d&apos;ouvrir la conception</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Ouvert : %1</translation>
    </message>
    <message>
        <source>Open design</source>
        <translation>Ouvrir une conception</translation>
    </message>
    <message>
        <source>Cannot save design</source>
        <translation>Impossible d&apos;enregistrer la conception</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Enregistré : %1</translation>
    </message>
    <message>
        <source>Save design</source>
        <translation>Enregistrer la conception</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The design has unsaved changes. Save them before going on?</source>
        <translation>La conception comporte des modifications non enregistrées. Les enregistrer avant de continuer ?</translation>
    </message>
    <message>
        <source>New design</source>
        <translation>Nouvelle conception</translation>
    </message>
    <message>
        <source>Cannot use template</source>
        <translation>Impossible d&apos;utiliser le modèle</translation>
    </message>
    <message>
        <source>New design from template %1</source>
        <translation>Nouvelle conception à partir du modèle %1</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Ouverture de %1…</translation>
    </message>
    <message>
        <source>Opening %1 cancelled</source>
        <translation>Ouverture de %1 annulée</translation>
    </message>
</context>
<context>
    <name>cd::ui::GenerateFabricDialog</name>
    <message>
        <source>Generate Network</source>
        <translation>Générer le réseau</translation>
    </message>
    <message>
        <source>Which ports of the servers the network joins</source>
        <translation>Ports des serveurs que ce réseau relie</translation>
    </message>
    <message>
        <source>Compute fabric</source>
        <translation>Fabric de calcul</translation>
    </message>
    <message>
        <source>none (use the servers&apos; own ports)</source>
        <translation>aucune (ports propres des serveurs)</translation>
    </message>
    <message>
        <source>every compute port</source>
        <translation>tous les ports de calcul</translation>
    </message>
    <message>
        <source>Leaf ports down to the nodes for each port up to the spines</source>
        <translation>Ports leaf descendant vers les nœuds pour chaque port montant vers les spines</translation>
    </message>
    <message>
        <source>Fitted to servers that list no compute ports (XE9680, DL380a …), one per rail</source>
        <translation>Installée sur les serveurs sans ports de calcul déclarés (XE9680, DL380a …), une par rail</translation>
    </message>
    <message>
        <source>New network racks at the end of the rows, beside the nodes they serve</source>
        <translation>Nouvelles baies réseau en bout de rangée, à côté des nœuds qu&apos;elles desservent</translation>
    </message>
    <message numerus="yes">
        <source>The selected racks first (%n rack(s)), new racks for the rest</source>
        <translation>
            <numerusform>D&apos;abord la baie sélectionnée (%n baie), de nouvelles baies pour le reste</numerusform>
            <numerusform>D&apos;abord les baies sélectionnées (%n baies), de nouvelles baies pour le reste</numerusform>
        </translation>
    </message>
    <message>
        <source>N&amp;etwork</source>
        <translation>&amp;Réseau</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>&amp;Switch</source>
        <translation>&amp;Commutateur</translation>
    </message>
    <message>
        <source>&amp;Rails (NICs per node)</source>
        <translation>R&amp;ails (NIC par nœud)</translation>
    </message>
    <message>
        <source>&amp;Oversubscription</source>
        <translation>&amp;Sursouscription</translation>
    </message>
    <message>
        <source>Fit &amp;NIC</source>
        <translation>NIC à &amp;installer</translation>
    </message>
    <message>
        <source>Switches go into</source>
        <translation>Emplacement des commutateurs</translation>
    </message>
    <message>
        <source>New rack &amp;model</source>
        <translation>&amp;Modèle de nouvelle baie</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Régénérer</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Générer</translation>
    </message>
    <message>
        <source>Oversubscription is two whole numbers, down:up (2:1).</source>
        <translation>La sursouscription s&apos;écrit avec deux entiers, descendants:montants (2:1).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cannot generate:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Génération impossible :&lt;/b&gt; %1</translation>
    </message>
    <message numerus="yes">
        <source>in the selected racks, %n new rack(s) for the rest</source>
        <translation>
            <numerusform>dans les baies sélectionnées, %n nouvelle baie pour le reste</numerusform>
            <numerusform>dans les baies sélectionnées, %n nouvelles baies pour le reste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n new network rack(s)</source>
        <translation>
            <numerusform>dans %n nouvelle baie réseau</numerusform>
            <numerusform>dans %n nouvelles baies réseau</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 tier(s)&lt;/b&gt;: %2 leaf, %3 spine, %4 core switches, %5&lt;br&gt;%6 links: %7 node–leaf, %8 leaf–spine, %9 spine–core&lt;br&gt;Leaf ports %10 down : %11 up = %12 : 1 as built; transport %13</source>
        <translation>&lt;b&gt;%1 niveau(x)&lt;/b&gt; : commutateurs %2 leaf, %3 spine, %4 core, %5&lt;br&gt;%6 liaisons : %7 nœud–leaf, %8 leaf–spine, %9 spine–core&lt;br&gt;Ports leaf %10 descendants : %11 montants = %12 : 1 effectif ; transport %13</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 server(s) get %2 × %3</source>
        <translation>&lt;br&gt;%1 serveur(s) reçoivent %2 × %3</translation>
    </message>
    <message>
        <source>&lt;br&gt;Replaces the %1 existing link(s) of this network</source>
        <translation>&lt;br&gt;Remplace les %1 liaison(s) existante(s) de ce réseau</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;span style=&apos;color:#b36b00&apos;&gt;%1 link(s): %2&lt;/span&gt;</source>
        <translation>&lt;br&gt;&lt;span style=&apos;color:#b36b00&apos;&gt;%1 liaison(s) : %2&lt;/span&gt;</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> Go/s</translation>
    </message>
    <message>
        <source>not sized (the oversubscription above)</source>
        <translation>non dimensionné (sursouscription ci-dessus)</translation>
    </message>
    <message>
        <source>The checkpoint bandwidth the storage network must carry from the GPU nodes: the leaves get the coarsest oversubscription that still carries it</source>
        <translation>Le débit de points de contrôle que le réseau de stockage doit écouler depuis les nœuds GPU : les commutateurs leaf reçoivent la plus forte sursouscription qui l&apos;écoule encore</translation>
    </message>
    <message>
        <source>Size for &amp;checkpoints</source>
        <translation>Dimensionner pour les &amp;points de contrôle</translation>
    </message>
    <message>
        <source>&lt;br&gt;Sized for %1 GB/s of checkpoints: the GPU nodes&apos; storage ports carry %2 GB/s, the leaves at %3:%4 pass %5 GB/s where there are spines</source>
        <translation>&lt;br&gt;Dimensionné pour %1 Go/s de points de contrôle : les ports de stockage des nœuds GPU écoulent %2 Go/s, les leaf à %3:%4 en laissent passer %5 Go/s là où il y a des spines</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;span style=&apos;color:#b36b00&apos;&gt;Short of it: %1&lt;/span&gt;</source>
        <translation>&lt;br&gt;&lt;span style=&apos;color:#b36b00&apos;&gt;Insuffisant : %1&lt;/span&gt;</translation>
    </message>
</context>
<context>
    <name>cd::ui::InspectorDock</name>
    <message>
        <source>Inspector</source>
        <translation>Inspecteur</translation>
    </message>
    <message>
        <source>Design name</source>
        <translation>Nom de la conception</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Select a rack or device to edit it.</source>
        <translation>Sélectionnez une baie ou un équipement pour le modifier.</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Arrière</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Baie</translation>
    </message>
    <message>
        <source>Lowest U</source>
        <translation>U inférieur</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>Face</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>Modèle de GPU</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>Nombre de GPU</translation>
    </message>
    <message>
        <source>The feed this PDU is plugged into; automatic takes A and B in turn</source>
        <translation>L&apos;alimentation sur laquelle ce PDU est branché ; en automatique, A et B alternent</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Puissance</translation>
    </message>
    <message>
        <source>PDU feed</source>
        <translation>Alimentation du PDU</translation>
    </message>
    <message>
        <source>Power inlets</source>
        <translation>Entrées d&apos;alimentation</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Rangée</translation>
    </message>
    <message>
        <source>Position in row</source>
        <translation>Position dans la rangée</translation>
    </message>
    <message>
        <source>Power feeds</source>
        <translation>Alimentations</translation>
    </message>
    <message numerus="yes">
        <source>%n objects selected.
Arrow keys move devices by 1 U; Delete removes them; Ctrl+D duplicates.</source>
        <translation>
            <numerusform>%n objet sélectionné.
Les flèches déplacent les équipements de 1 U ; Suppr les supprime ; Ctrl+D les duplique.</numerusform>
            <numerusform>%n objets sélectionnés.
Les flèches déplacent les équipements de 1 U ; Suppr les supprime ; Ctrl+D les duplique.</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown id %1</source>
        <translation>identifiant inconnu %1</translation>
    </message>
    <message>
        <source>%1 kW max; %2 × %3 W PSUs%4</source>
        <translation>%1 kW max ; %2 × PSU de %3 W%4</translation>
    </message>
    <message>
        <source>: %1 of them carry %2 kW, so %3 may fail</source>
        <translation> : %1 d&apos;entre eux fournissent %2 kW, la panne de %3 est donc tolérée</translation>
    </message>
    <message>
        <source>: %1 kW together</source>
        <translation> : %1 kW au total</translation>
    </message>
    <message>
        <source>; with one failed the other %1 give only %2 kW</source>
        <translation> ; en cas de panne d&apos;un PSU, les %1 autres ne fournissent que %2 kW</translation>
    </message>
    <message>
        <source>no PSU figures published</source>
        <translation>aucune valeur de PSU publiée</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <source>Feed %1</source>
        <translation>Alimentation %1</translation>
    </message>
    <message>
        <source>A device needs a name.</source>
        <translation>Un équipement doit avoir un nom.</translation>
    </message>
    <message>
        <source>A rack needs a name.</source>
        <translation>Une baie doit avoir un nom.</translation>
    </message>
    <message>
        <source>The raw capacity this storage system is configured with</source>
        <translation>La capacité brute avec laquelle ce système de stockage est configuré</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacité</translation>
    </message>
    <message>
        <source>%1 TB raw</source>
        <translation>%1 To bruts</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Rack ▸ Server Build-out… (Ctrl+Alt+B) changes it</source>
        <translation>Baie ▸ Configuration du serveur… (Ctrl+Alt+B) la modifie</translation>
    </message>
    <message>
        <source>Build-out</source>
        <translation>Configuration</translation>
    </message>
</context>
<context>
    <name>cd::ui::IssueListModel</name>
    <message>
        <source>%1 [%2] — double-click to select</source>
        <translation>%1 [%2] — double-cliquez pour sélectionner</translation>
    </message>
</context>
<context>
    <name>cd::ui::IssuesDock</name>
    <message>
        <source>Issues</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>Issues — %1 errors, %2 warnings</source>
        <translation>Problèmes — %1 erreurs, %2 avertissements</translation>
    </message>
</context>
<context>
    <name>cd::ui::LinkTableModel</name>
    <message>
        <source>%1 U%2</source>
        <translation>%1 U%2</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Liaison</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Baie</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Vers</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>Câble</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <source>Transceivers (from / to)</source>
        <translation>Optiques (de / vers)</translation>
    </message>
</context>
<context>
    <name>cd::ui::MainWindow</name>
    <message>
        <source>Export &amp;Hand-off</source>
        <translation>Exporter pour le &amp;déploiement</translation>
    </message>
    <message>
        <source>Export Hand-off</source>
        <translation>Export pour le déploiement</translation>
    </message>
    <message>
        <source>Written to %1</source>
        <translation>Enregistré dans %1</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Guide de l&apos;utilisateur</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;About Cluster Designer</source>
        <translation>À &amp;propos de Cluster Designer</translation>
    </message>
    <message>
        <source>About Cluster Designer</source>
        <translation>À propos de Cluster Designer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cluster Designer %1&lt;/b&gt;&lt;p&gt;Design, price and check GPU clusters.&lt;/p&gt;&lt;p&gt;Catalog figures carry their public sources; prices are public estimates, not quotes.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Cluster Designer %1&lt;/b&gt;&lt;p&gt;Concevez, chiffrez et vérifiez des clusters GPU.&lt;/p&gt;&lt;p&gt;Les valeurs du catalogue indiquent leurs sources publiques ; les prix sont des estimations publiques, pas des devis.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Catalog&lt;/b&gt;&lt;p&gt;Servers, GPUs, NICs, switches, cables, racks, PDUs, cooling and storage as their makers publish them. Select an item to see each figure with its source and how far it can be trusted; drag it onto a rack, or double-click to add it to the selected rack.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Catalogue&lt;/b&gt;&lt;p&gt;Serveurs, GPU, cartes réseau, commutateurs, câbles, baies, PDU, refroidissement et stockage, tels que leurs fabricants les publient. Sélectionnez un élément pour voir chaque valeur avec sa source et son degré de fiabilité ; faites-le glisser sur une baie, ou double-cliquez pour l&apos;ajouter à la baie sélectionnée.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Inspector&lt;/b&gt;&lt;p&gt;The design&apos;s name, customer and notes, or the selected rack or device: its name, position, GPU option, feeds and power supplies. Every change can be undone.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Inspecteur&lt;/b&gt;&lt;p&gt;Le nom, le client et les notes de la conception, ou la baie ou l&apos;équipement sélectionné : son nom, sa position, son option GPU, ses voies d&apos;alimentation et ses blocs d&apos;alimentation. Chaque modification peut être annulée.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;History&lt;/b&gt;&lt;p&gt;Every edit of the project in order. Click an entry to go back to that state; Undo and Redo step through it.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Historique&lt;/b&gt;&lt;p&gt;Toutes les modifications du projet, dans l&apos;ordre. Cliquez sur une entrée pour revenir à cet état ; Annuler et Rétablir permettent de le parcourir.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Issues&lt;/b&gt;&lt;p&gt;What the checks found: errors (the design cannot be built as drawn), warnings and notes. Click one to select what it names. The documentation (docs/issues.md) lists every check.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Problèmes&lt;/b&gt;&lt;p&gt;Ce que les vérifications ont relevé : erreurs (la conception ne peut pas être construite telle quelle), avertissements et remarques. Cliquez sur un problème pour sélectionner l&apos;élément concerné. La documentation (docs/issues.md) répertorie toutes les vérifications.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Quote&lt;/b&gt;&lt;p&gt;The bill of materials priced from the price list or the catalog&apos;s public estimates, with discounts, margin and tax. Lines without a price are left out of the total, which then says it is incomplete. Export it as a spreadsheet or PDF.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Devis&lt;/b&gt;&lt;p&gt;La nomenclature chiffrée d&apos;après la liste de prix ou les estimations publiques du catalogue, avec remises, marge et taxes. Les lignes sans prix sont exclues du total, qui est alors signalé comme incomplet. Exportez le devis en tableur ou en PDF.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Power and Cooling&lt;/b&gt;&lt;p&gt;Per rack: maximum and typical draw, heat, airflow, the cooling it needs, feeds and PDUs on normal operation and when a feed fails, weight and floor load.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Puissance et refroidissement&lt;/b&gt;&lt;p&gt;Par baie : consommation maximale et typique, chaleur, flux d&apos;air, refroidissement nécessaire, voies d&apos;alimentation et PDU en fonctionnement normal et en cas de perte d&apos;une voie, poids et charge au sol.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fabric&lt;/b&gt;&lt;p&gt;The design&apos;s networks: topology, switches, links and cables, oversubscription, and the cabling plan.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Fabric&lt;/b&gt;&lt;p&gt;Les réseaux de la conception : topologie, commutateurs, liaisons et câbles, sursouscription et plan de câblage.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Performance&lt;/b&gt;&lt;p&gt;Predicted training throughput of the chosen model on this design with the chosen software stack: step time, tokens/s, MFU, memory per GPU, scaling over nodes, energy. An analytic model checked against published runs; its error per stack is in docs/predict.md.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Performances&lt;/b&gt;&lt;p&gt;Débit d&apos;entraînement prévu pour le modèle choisi sur cette conception, avec la pile logicielle choisie : durée du pas, jetons/s, MFU, mémoire par GPU, mise à l&apos;échelle selon le nombre de nœuds, énergie. Un modèle analytique vérifié sur des exécutions publiées ; son erreur pour chaque pile figure dans docs/predict.md.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Serving&lt;/b&gt;&lt;p&gt;Inference as an engine runs it: time to first token, time per token, throughput against concurrency, and how many nodes a number of users needs.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Inférence&lt;/b&gt;&lt;p&gt;L&apos;inférence telle qu&apos;un moteur l&apos;exécute : délai du premier jeton, temps par jeton, débit en fonction de la concurrence, et nombre de nœuds nécessaires pour un nombre donné d&apos;utilisateurs.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;TCO&lt;/b&gt;&lt;p&gt;What owning this variant costs: capex from its quote, financed over its life, energy, colocation, support and software; the cost of a GPU-hour, a million tokens and a training run; renting the same GPUs against it. Every assumption is shown with its source and can be changed; the formulas are in docs/tco.md.&lt;/p&gt;</source>
        <translation>&lt;b&gt;TCO&lt;/b&gt;&lt;p&gt;Ce que coûte la possession de cette variante : CAPEX issu de son devis, financé sur sa durée de vie, énergie, colocation, support et logiciels ; coût d&apos;une heure-GPU, d&apos;un million de jetons et d&apos;un entraînement complet ; comparaison avec la location des mêmes GPU. Chaque hypothèse est affichée avec sa source et peut être modifiée ; les formules figurent dans docs/tco.md.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Compare Variants&lt;/b&gt;&lt;p&gt;The project&apos;s variants side by side, each from its own analyses; the best value of a row is marked. Export the customer proposal from here.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Comparer les variantes&lt;/b&gt;&lt;p&gt;Les variantes du projet côte à côte, chacune d&apos;après ses propres analyses ; la meilleure valeur de chaque ligne est mise en évidence. Exportez la proposition commerciale depuis ce panneau.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Export &amp;Image</source>
        <translation>Exporter une ima&amp;ge</translation>
    </message>
    <message>
        <source>&amp;Rack Elevations…</source>
        <translation>Élévations de &amp;baies…</translation>
    </message>
    <message>
        <source>Export Rack Elevations</source>
        <translation>Exporter les élévations de baies</translation>
    </message>
    <message>
        <source>Fabric &amp;Topology…</source>
        <translation>&amp;Topologie de la fabric…</translation>
    </message>
    <message>
        <source>Export Fabric Topology</source>
        <translation>Exporter la topologie de la fabric</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Exporter une image</translation>
    </message>
    <message>
        <source>Image written to %1</source>
        <translation>Image enregistrée dans %1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>New from &amp;Template</source>
        <translation>Nouveau depuis un &amp;modèle</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>Effacer la liste</translation>
    </message>
    <message>
        <source>&amp;Export Quote</source>
        <translation>E&amp;xporter le devis</translation>
    </message>
    <message>
        <source>&amp;PDF…</source>
        <translation>&amp;PDF…</translation>
    </message>
    <message>
        <source>&amp;Excel Workbook…</source>
        <translation>Classeur &amp;Excel…</translation>
    </message>
    <message>
        <source>&amp;CSV…</source>
        <translation>&amp;CSV…</translation>
    </message>
    <message>
        <source>&amp;JSON…</source>
        <translation>&amp;JSON…</translation>
    </message>
    <message>
        <source>&amp;Import Price List…</source>
        <translation>&amp;Importer une liste de prix…</translation>
    </message>
    <message>
        <source>&amp;Quote Settings…</source>
        <translation>&amp;Paramètres du devis…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>Find in &amp;Catalog</source>
        <translation>Rechercher dans le catal&amp;ogue</translation>
    </message>
    <message>
        <source>Replace &amp;GPU…</source>
        <translation>Remplacer le &amp;GPU…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Undo &amp;History</source>
        <translation>&amp;Historique des modifications</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Co&amp;uper</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Co&amp;ller</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Dupliquer</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Move Up 1 U</source>
        <translation>Monter de 1 U</translation>
    </message>
    <message>
        <source>Move Down 1 U</source>
        <translation>Descendre de 1 U</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Tout sélectionner</translation>
    </message>
    <message>
        <source>&amp;Rack</source>
        <translation>&amp;Baie</translation>
    </message>
    <message>
        <source>&amp;Duplicate Rack</source>
        <translation>&amp;Dupliquer la baie</translation>
    </message>
    <message>
        <source>&amp;Remove Selected</source>
        <translation>&amp;Supprimer la sélection</translation>
    </message>
    <message>
        <source>&amp;Site Settings…</source>
        <translation>&amp;Paramètres du site…</translation>
    </message>
    <message>
        <source>&amp;Add Rack</source>
        <translation>&amp;Ajouter une baie</translation>
    </message>
    <message>
        <source>&amp;Fabric Sizing…</source>
        <translation>Di&amp;mensionnement de la fabric…</translation>
    </message>
    <message>
        <source>&amp;Generate Fabric…</source>
        <translation>&amp;Générer la fabric…</translation>
    </message>
    <message>
        <source>Fabric &amp;Topology</source>
        <translation>&amp;Topologie de la fabric</translation>
    </message>
    <message>
        <source>&amp;Link List</source>
        <translation>&amp;Liste des liaisons</translation>
    </message>
    <message>
        <source>Re&amp;move Fabric</source>
        <translation>Supprimer une &amp;fabric</translation>
    </message>
    <message>
        <source>(no network)</source>
        <translation>(aucun réseau)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom &amp;arrière</translation>
    </message>
    <message>
        <source>&amp;Fit All</source>
        <translation>&amp;Tout afficher</translation>
    </message>
    <message>
        <source>Show &amp;Rear Face</source>
        <translation>Afficher la face a&amp;rrière</translation>
    </message>
    <message>
        <source>Showing the rear face</source>
        <translation>Affichage de la face arrière</translation>
    </message>
    <message>
        <source>Showing the front face</source>
        <translation>Affichage de la face avant</translation>
    </message>
    <message>
        <source>Show &amp;Cables</source>
        <translation>Afficher les &amp;câbles</translation>
    </message>
    <message>
        <source>Draw the links between racks, bundled per rack pair and network</source>
        <translation>Tracer les liaisons entre baies, regroupées par paire de baies et par réseau</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>T&amp;hème</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Système</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>S&amp;ombre</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Design as opened</source>
        <translation>Conception à l&apos;ouverture</translation>
    </message>
    <message>
        <source>an untitled design</source>
        <translation>une conception sans titre</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Restaurer le travail non enregistré ?</translation>
    </message>
    <message>
        <source>Cluster Designer did not close normally. Unsaved changes to %1 were kept. Restore them?</source>
        <translation>Cluster Designer ne s&apos;est pas fermé normalement. Les modifications non enregistrées apportées à %1 ont été conservées. Les restaurer ?</translation>
    </message>
    <message>
        <source>Cannot restore unsaved work</source>
        <translation>Impossible de restaurer le travail non enregistré</translation>
    </message>
    <message>
        <source>Restored unsaved work: save it to keep it</source>
        <translation>Travail non enregistré restauré : enregistrez-le pour le conserver</translation>
    </message>
    <message>
        <source>Add a rack first (Rack menu)</source>
        <translation>Ajoutez d&apos;abord une baie (menu Baie)</translation>
    </message>
    <message>
        <source>No free space for %1 in that rack</source>
        <translation>Pas d&apos;espace libre pour %1 dans cette baie</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>Non importé : %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Import &amp;NetBox Device Types</source>
        <translation>Importer des types d&apos;équipement Net&amp;Box</translation>
    </message>
    <message>
        <source>From &amp;File…</source>
        <translation>Depuis un &amp;fichier…</translation>
    </message>
    <message>
        <source>Import NetBox Device Type</source>
        <translation>Importer un type d&apos;équipement NetBox</translation>
    </message>
    <message>
        <source>NetBox device types (*.yaml *.yml)</source>
        <translation>Types d&apos;équipement NetBox (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>From F&amp;older…</source>
        <translation>Depuis un &amp;dossier…</translation>
    </message>
    <message>
        <source>Import NetBox Device Types</source>
        <translation>Importer des types d&apos;équipement NetBox</translation>
    </message>
    <message>
        <source>no user catalog is open</source>
        <translation>aucun catalogue utilisateur n&apos;est ouvert</translation>
    </message>
    <message>
        <source>%1 of %2 device type files imported into the user catalog.</source>
        <translation>%1 fichiers de types d&apos;équipement sur %2 importés dans le catalogue utilisateur.</translation>
    </message>
    <message>
        <source>The details list what each file lacked or why it was not imported.</source>
        <translation>Les détails indiquent ce qui manquait à chaque fichier ou pourquoi il n&apos;a pas été importé.</translation>
    </message>
    <message>
        <source>Export for NetBox</source>
        <translation>Exporter pour NetBox</translation>
    </message>
    <message>
        <source>NetBox CSV files written to %1</source>
        <translation>Fichiers CSV NetBox enregistrés dans %1</translation>
    </message>
    <message>
        <source>&amp;NetBox (CSV Files)…</source>
        <translation>Net&amp;Box (fichiers CSV)…</translation>
    </message>
    <message>
        <source>V&amp;ariant</source>
        <translation>&amp;Variante</translation>
    </message>
    <message>
        <source>&amp;Duplicate Variant…</source>
        <translation>&amp;Dupliquer la variante…</translation>
    </message>
    <message>
        <source>Copy the variant on screen into a new one (Ctrl+Alt+D)</source>
        <translation>Copier la variante affichée dans une nouvelle variante (Ctrl+Alt+D)</translation>
    </message>
    <message>
        <source>&amp;Rename Variant…</source>
        <translation>&amp;Renommer la variante…</translation>
    </message>
    <message>
        <source>Re&amp;move Variant</source>
        <translation>&amp;Supprimer la variante</translation>
    </message>
    <message>
        <source>&amp;Next Variant</source>
        <translation>Variante s&amp;uivante</translation>
    </message>
    <message>
        <source>&amp;Previous Variant</source>
        <translation>Variante pré&amp;cédente</translation>
    </message>
    <message>
        <source>&amp;Compare Variants</source>
        <translation>C&amp;omparer les variantes</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>&amp;Présenter</translation>
    </message>
    <message>
        <source>Full-screen presentation for a customer (F5); arrows move, Esc leaves</source>
        <translation>Présentation plein écran pour un client (F5) ; flèches pour naviguer, Échap pour quitter</translation>
    </message>
    <message>
        <source>Export &amp;Proposal PDF…</source>
        <translation>E&amp;xporter la proposition (PDF)…</translation>
    </message>
    <message>
        <source>&amp;Show Variant</source>
        <translation>&amp;Afficher la variante</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source> Variant: </source>
        <translation> Variante : </translation>
    </message>
    <message>
        <source>The variant on screen; edits and undo apply to it (Ctrl+Page Down / Ctrl+Page Up step through)</source>
        <translation>La variante affichée ; les modifications et l&apos;annulation s&apos;y appliquent (Ctrl+Pg Suiv / Ctrl+Pg Préc pour passer de l&apos;une à l&apos;autre)</translation>
    </message>
    <message>
        <source>Duplicate Variant</source>
        <translation>Dupliquer la variante</translation>
    </message>
    <message>
        <source>Name of the new variant (a copy of the one on screen):</source>
        <translation>Nom de la nouvelle variante (copie de celle affichée) :</translation>
    </message>
    <message>
        <source>Rename Variant</source>
        <translation>Renommer la variante</translation>
    </message>
    <message>
        <source>Variant name:</source>
        <translation>Nom de la variante :</translation>
    </message>
    <message>
        <source>Remove Variant</source>
        <translation>Supprimer la variante</translation>
    </message>
    <message>
        <source>Remove the variant %1? Undo brings it back.</source>
        <translation>Supprimer la variante %1 ? Annuler permet de la rétablir.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Add S&amp;torage…</source>
        <translation>Ajouter du s&amp;tockage…</translation>
    </message>
    <message>
        <source>Server &amp;Build-out…</source>
        <translation>&amp;Configuration du serveur…</translation>
    </message>
    <message>
        <source>Server Build-out</source>
        <translation>Configuration du serveur</translation>
    </message>
    <message>
        <source>Select one or more servers whose catalog entry has a build-out (CPUs, memory, drives) first.</source>
        <translation>Sélectionnez d’abord un ou plusieurs serveurs dont la fiche du catalogue a une configuration (CPU, mémoire, disques).</translation>
    </message>
    <message>
        <source>Hand-off &amp;Document (PDF)…</source>
        <translation>&amp;Document de déploiement (PDF)…</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>cd::ui::PerformanceDock</name>
    <message>
        <source>Performance</source>
        <translation>Performances</translation>
    </message>
    <message>
        <source> sequences</source>
        <translation> séquences</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> jetons</translation>
    </message>
    <message>
        <source>Auto (fastest layout that fits)</source>
        <translation>Auto (répartition valide la plus rapide)</translation>
    </message>
    <message>
        <source>Context parallel: each sequence split over this many GPUs</source>
        <translation>Parallélisme de contexte : chaque séquence est répartie sur ce nombre de GPU</translation>
    </message>
    <message>
        <source>Virtual pipeline stages per GPU (interleaved schedule)</source>
        <translation>Étages de pipeline virtuels par GPU (ordonnancement entrelacé)</translation>
    </message>
    <message>
        <source>Expert parallel: the experts of a mixture-of-experts layer split over this many GPUs</source>
        <translation>Parallélisme d&apos;experts : les experts d&apos;une couche MoE (mélange d&apos;experts) sont répartis sur ce nombre de GPU</translation>
    </message>
    <message>
        <source>ZeRO stage: 1 shards the optimizer state, 2 also the gradients, 3 also the weights (FSDP)</source>
        <translation>Étape ZeRO : 1 partitionne l&apos;état de l&apos;optimiseur, 2 aussi les gradients, 3 aussi les poids (FSDP)</translation>
    </message>
    <message>
        <source> billion tokens</source>
        <translation> milliards de jetons</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modèle :</translation>
    </message>
    <message>
        <source>Global batch:</source>
        <translation>Lot global :</translation>
    </message>
    <message>
        <source>Sequence:</source>
        <translation>Séquence :</translation>
    </message>
    <message>
        <source>Precision:</source>
        <translation>Précision :</translation>
    </message>
    <message>
        <source>Software &amp;stack:</source>
        <translation>&amp;Pile logicielle :</translation>
    </message>
    <message>
        <source>Layout:</source>
        <translation>Répartition :</translation>
    </message>
    <message>
        <source>Tensor parallel:</source>
        <translation>Parallélisme de tenseur :</translation>
    </message>
    <message>
        <source>Pipeline parallel:</source>
        <translation>Parallélisme de pipeline :</translation>
    </message>
    <message>
        <source>Context parallel:</source>
        <translation>Parallélisme de contexte :</translation>
    </message>
    <message>
        <source>Interleaving:</source>
        <translation>Entrelacement :</translation>
    </message>
    <message>
        <source>Expert parallel:</source>
        <translation>Parallélisme d&apos;experts :</translation>
    </message>
    <message>
        <source>ZeRO stage:</source>
        <translation>Étape ZeRO :</translation>
    </message>
    <message>
        <source>Data parallel:</source>
        <translation>Parallélisme de données :</translation>
    </message>
    <message>
        <source>Train on:</source>
        <translation>Entraîner sur :</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Hypothèses</translation>
    </message>
    <message>
        <source> (%1 layers per stage)</source>
        <translation> (%1 couches par étage)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; on %2 × %3 GPUs (%4), %5 × %6 Gb/s %7 per node%8&lt;br&gt;Layout: TP %9 · PP %10%15 · DP %11%17%16 · micro-batch %12 · ZeRO %13 · recompute %14&lt;br&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; sur %2 × %3 GPU (%4), %5 × %6 Gb/s %7 par nœud%8&lt;br&gt;Répartition : TP %9 · PP %10%15 · DP %11%17%16 · micro-lot %12 · ZeRO %13 · recalcul %14&lt;br&gt;</translation>
    </message>
    <message>
        <source>, %1:1 oversubscribed</source>
        <translation>, sursouscription %1:1</translation>
    </message>
    <message>
        <source> (interleaved, %1 virtual stages per GPU)</source>
        <translation> (entrelacé, %1 étages virtuels par GPU)</translation>
    </message>
    <message>
        <source> · EP %1 (experts split over %1 GPUs)</source>
        <translation> · EP %1 (experts répartis sur %1 GPU)</translation>
    </message>
    <message>
        <source> · CP %1 (sequence split over %1 GPUs)</source>
        <translation> · CP %1 (séquence répartie sur %1 GPU)</translation>
    </message>
    <message>
        <source>Software stack: %1&lt;br&gt;</source>
        <translation>Pile logicielle : %1&lt;br&gt;</translation>
    </message>
    <message>
        <source>Goodput: not estimated: %1&lt;br&gt;</source>
        <translation>Goodput : non estimé : %1&lt;br&gt;</translation>
    </message>
    <message>
        <source>Power in training: %1 W per GPU, %2 kW per node, %3 kW facility (PUE %4) · run %5 MWh · %6 tokens/kWh · %7 USD per million tokens at %8 USD/kWh&lt;br&gt;</source>
        <translation>Puissance en entraînement : %1 W par GPU, %2 kW par nœud, %3 kW pour le site (PUE %4) · entraînement complet %5 MWh · %6 jetons/kWh · %7 USD par million de jetons à %8 USD/kWh&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;table cellspacing=2&gt;&lt;tr&gt;&lt;td&gt;Step time&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;%1 s&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Throughput&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;%2 tokens/s&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;per GPU&lt;/td&gt;&lt;td align=right&gt;%3 tokens/s&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;MFU&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;%4 %&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Model TFLOPS per GPU&lt;/td&gt;&lt;td align=right&gt;%5 TFLOPS&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Memory per GPU&lt;/td&gt;&lt;td align=right&gt;%6 GB of %7 GB usable&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Fits&lt;/td&gt;&lt;td align=right&gt;%8&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Time to train %9 B tokens&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;%10 days&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table cellspacing=2&gt;&lt;tr&gt;&lt;td&gt;Durée du pas&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;%1 s&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Débit&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;%2 jetons/s&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;par GPU&lt;/td&gt;&lt;td align=right&gt;%3 jetons/s&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;MFU&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;%4 %&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;TFLOPS modèle par GPU&lt;/td&gt;&lt;td align=right&gt;%5 TFLOPS&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Mémoire par GPU&lt;/td&gt;&lt;td align=right&gt;%6 Go sur %7 Go utilisables&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Tient en mémoire&lt;/td&gt;&lt;td align=right&gt;%8&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Durée pour %9 milliards de jetons&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;%10 jours&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c0392b&apos;&gt;no: %1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c0392b&apos;&gt;non : %1&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Scaling efficiency: &lt;b&gt;%1&lt;/b&gt; &lt;i&gt;(this layout fits from %2 nodes up: no smaller node count to compare with)&lt;/i&gt;</source>
        <translation>&lt;p&gt;Efficacité de mise à l&apos;échelle : &lt;b&gt;%1&lt;/b&gt; &lt;i&gt;(cette répartition ne tient qu&apos;à partir de %2 nœuds : aucun nombre de nœuds inférieur pour comparer)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Scaling efficiency %1 → %2 nodes: &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;&lt;i&gt;tokens/s on %2 nodes ÷ (%4 × tokens/s on %1, the fewest nodes this layout fits on; same layout, data parallelism scaled)&lt;/i&gt;</source>
        <translation>&lt;p&gt;Efficacité de mise à l&apos;échelle %1 → %2 nœuds : &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;&lt;i&gt;jetons/s sur %2 nœuds ÷ (%4 × jetons/s sur %1, le plus petit nombre de nœuds où tient cette répartition ; même répartition, parallélisme de données étendu)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>%1 nodes %2</source>
        <translation>%1 nœuds %2</translation>
    </message>
    <message>
        <source>&lt;br&gt;Growing the design, same layout: %1</source>
        <translation>&lt;br&gt;En agrandissant la conception, même répartition : %1</translation>
    </message>
    <message>
        <source> (%1 FLOP per byte here)</source>
        <translation> (%1 FLOP par octet ici)</translation>
    </message>
    <message>
        <source>Largest GEMM reaches %1 % of the %2 TFLOPS bf16 peak, %3 % of FP8</source>
        <translation>Le plus grand GEMM atteint %1 % des %2 TFLOPS de crête en BF16, %3 % en FP8</translation>
    </message>
    <message>
        <source>Smaller GEMMs: × I / (I + %1 × ridge point), I = MKN / (MK + KN + MN) of the layer&apos;s GEMMs on one GPU%2</source>
        <translation>GEMM plus petits : × I / (I + %1 × point de crête), I = MKN / (MK + KN + MN) des GEMM de la couche sur un GPU%2</translation>
    </message>
    <message>
        <source>additive roofline, fitted once to Korthikanti et al. 2022 on A100</source>
        <translation>roofline additif, ajusté une seule fois sur Korthikanti et al. 2022 (A100)</translation>
    </message>
    <message>
        <source>Fused attention at %1 % of peak</source>
        <translation>Attention fusionnée à %1 % de la crête</translation>
    </message>
    <message>
        <source>FlashAttention-2 (Dao 2023); 35 % on H100 (FlashAttention-3 paper)</source>
        <translation>FlashAttention-2 (Dao 2023) ; 35 % sur H100 (article FlashAttention-3)</translation>
    </message>
    <message>
        <source>NVLink collectives at %1 % of one direction</source>
        <translation>Collectives NVLink à %1 % du débit unidirectionnel</translation>
    </message>
    <message>
        <source>NCCL protocol overhead, NVIDIA/nccl-tests issue 212</source>
        <translation>Surcoût du protocole NCCL, NVIDIA/nccl-tests ticket 212</translation>
    </message>
    <message>
        <source>%1 at %2 % of line rate, %3 µs per network ring step</source>
        <translation>%1 à %2 % du débit nominal, %3 µs par étape d&apos;anneau réseau</translation>
    </message>
    <message>
        <source>NCCL socket transport, NVIDIA/nccl issues 209, 450</source>
        <translation>Transport NCCL par sockets, NVIDIA/nccl tickets 209, 450</translation>
    </message>
    <message>
        <source>RDMA protocol overhead (assumption); step latency from NCCL&apos;s tuning model</source>
        <translation>Surcoût du protocole RDMA (hypothèse) ; latence par étape d&apos;après le modèle de réglage de NCCL</translation>
    </message>
    <message>
        <source>Each ring collective: %1 µs, plus %2 µs per NVLink step</source>
        <translation>Chaque collective en anneau : %1 µs, plus %2 µs par étape NVLink</translation>
    </message>
    <message>
        <source>NCCL&apos;s tuning model, Ring/Simple (NVIDIA/nccl src/graph/tuning.cc)</source>
        <translation>Modèle de réglage de NCCL, Ring/Simple (NVIDIA/nccl src/graph/tuning.cc)</translation>
    </message>
    <message>
        <source>Oversubscription divides traffic beyond %1 nodes (one leaf group)</source>
        <translation>La sursouscription divise le trafic au-delà de %1 nœuds (un groupe leaf)</translation>
    </message>
    <message>
        <source>rail-optimised SuperPOD scalable unit</source>
        <translation>unité évolutive (SU) SuperPOD optimisée par rail</translation>
    </message>
    <message>
        <source>%1 % of tensor-parallel traffic hidden behind GEMMs</source>
        <translation>%1 % du trafic de parallélisme de tenseur masqué par les GEMM</translation>
    </message>
    <message>
        <source>Megatron-Core --tp-comm-overlap (assumption)</source>
        <translation>Megatron-Core --tp-comm-overlap (hypothèse)</translation>
    </message>
    <message>
        <source>ZeRO-3 / FSDP traffic overlapped bucket by bucket with the layers (Megatron-Core); DeepSpeed 2021 and PyTorch FSDP1 hide none of it</source>
        <translation>Trafic ZeRO-3 / FSDP recouvert par le calcul des couches, bucket par bucket (Megatron-Core) ; DeepSpeed 2021 et PyTorch FSDP1 n&apos;en masquent rien</translation>
    </message>
    <message>
        <source>fitted once to the seven DeepSpeed / FSDP1 cases of the validation set</source>
        <translation>ajusté une seule fois sur les sept cas DeepSpeed / FSDP1 du jeu de validation</translation>
    </message>
    <message>
        <source>%1 % of HBM usable (%2 GB of %3 GiB)</source>
        <translation>%1 % de la HBM utilisable (%2 Go sur %3 Gio)</translation>
    </message>
    <message>
        <source>CUDA context, NCCL buffers, fragmentation (assumption); HBM sizes are binary (nvidia-smi: 81920 MiB on an A100 80GB)</source>
        <translation>Contexte CUDA, tampons NCCL, fragmentation (hypothèse) ; les capacités HBM sont binaires (nvidia-smi : 81920 MiB sur un A100 80GB)</translation>
    </message>
    <message>
        <source>&lt;b&gt;No prediction:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Aucune prédiction :&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Assumptions&lt;/b&gt; (docs/predict.md lists every source)&lt;ul&gt;</source>
        <translation>&lt;b&gt;Hypothèses&lt;/b&gt; (docs/predict.md répertorie toutes les sources)&lt;ul&gt;</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 Mo/s</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 Go/s</translation>
    </message>
    <message>
        <source>Storage: none in the design&lt;br&gt;</source>
        <translation>Stockage : aucun dans la conception&lt;br&gt;</translation>
    </message>
    <message>
        <source>%1 TB raw for %2 TB</source>
        <translation>%1 To bruts pour %2 To</translation>
    </message>
    <message numerus="yes">
        <source>Storage: %1 (%n checkpoint(s), %2 TB, and the %3 TB tokenized dataset)</source>
        <translation>
            <numerusform>Stockage : %1 (%n point de contrôle, %2 TB, et le jeu de données tokenisé de %3 TB)</numerusform>
            <numerusform>Stockage : %1 (%n points de contrôle, %2 TB, et le jeu de données tokenisé de %3 TB)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n system(s) of unknown capacity</source>
        <translation>
            <numerusform> ; %n système de capacité inconnue</numerusform>
            <numerusform> ; %n systèmes de capacité inconnue</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 read</source>
        <translation>%1 sur %2 en lecture</translation>
    </message>
    <message>
        <source>; data loading %1&lt;br&gt;</source>
        <translation> ; chargement des données %1&lt;br&gt;</translation>
    </message>
    <message>
        <source>Goodput: &lt;b&gt;%1 %&lt;/b&gt; (%2 tokens/s) with an interruption every %3 h: </source>
        <translation>Goodput : &lt;b&gt;%1 %&lt;/b&gt; (%2 jetons/s) avec une interruption toutes les %3 h : </translation>
    </message>
    <message>
        <source>a %1 GB checkpoint every %2 min stalls training %3 s (async save; written to storage in %4 s beside training), %5 min to resume&lt;br&gt;</source>
        <translation>un point de contrôle de %1 Go toutes les %2 min arrête l&apos;entraînement %3 s (sauvegarde asynchrone ; écrit sur le stockage en %4 s pendant l&apos;entraînement), reprise en %5 min&lt;br&gt;</translation>
    </message>
    <message>
        <source>a %1 GB checkpoint written in %2 s every %3 min, %4 min to resume&lt;br&gt;</source>
        <translation>un point de contrôle de %1 Go écrit en %2 s toutes les %3 min, reprise en %4 min&lt;br&gt;</translation>
    </message>
    <message>
        <source>Async save through host memory</source>
        <translation>Sauvegarde asynchrone via la mémoire hôte</translation>
    </message>
    <message>
        <source>Megatron-Core --async-save, PyTorch DCP async_save: training stalls only while the GPUs copy their shards to host memory. Off, or with a stack that cannot, a checkpoint stalls training for its whole write.</source>
        <translation>Megatron-Core --async-save, PyTorch DCP async_save : l&apos;entraînement ne s&apos;arrête que le temps que les GPU copient leur part en mémoire hôte. Désactivée, ou avec une pile qui ne le permet pas, un point de contrôle arrête l&apos;entraînement pendant toute son écriture.</translation>
    </message>
    <message>
        <source>Checkpoints:</source>
        <translation>Points de contrôle :</translation>
    </message>
    <message>
        <source>full</source>
        <translation>complet</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>sélectif</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
</context>
<context>
    <name>cd::ui::PowerChart</name>
    <message>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>Typical</source>
        <translation>Typique</translation>
    </message>
    <message>
        <source>kW per rack</source>
        <translation>kW par baie</translation>
    </message>
    <message>
        <source>Air %1 kW</source>
        <translation>Air %1 kW</translation>
    </message>
    <message>
        <source>Rear door %1 kW</source>
        <translation>Porte arrière %1 kW</translation>
    </message>
</context>
<context>
    <name>cd::ui::PowerDock</name>
    <message>
        <source>Power and Cooling</source>
        <translation>Puissance et refroidissement</translation>
    </message>
    <message>
        <source>Site settings…</source>
        <translation>Paramètres du site…</translation>
    </message>
    <message>
        <source>PUE, energy price, air cooling limit, ΔT, floor rating</source>
        <translation>PUE, prix de l&apos;énergie, limite du refroidissement par air, ΔT, charge au sol admissible</translation>
    </message>
    <message>
        <source>≤ </source>
        <translation>≤ </translation>
    </message>
    <message>
        <source>&lt;b&gt;IT&lt;/b&gt; %1 kW max / %2 kW typical · &lt;b&gt;facility&lt;/b&gt; %3 kW at PUE %4%5 · &lt;b&gt;energy&lt;/b&gt; %6 kWh/year%7 · &lt;b&gt;heat&lt;/b&gt; %8 BTU/h · &lt;b&gt;airflow&lt;/b&gt; %9 CFM at ΔT %10 °C</source>
        <translation>&lt;b&gt;IT&lt;/b&gt; %1 kW max. / %2 kW typique · &lt;b&gt;site&lt;/b&gt; %3 kW à PUE %4%5 · &lt;b&gt;énergie&lt;/b&gt; %6 kWh/an%7 · &lt;b&gt;chaleur&lt;/b&gt; %8 BTU/h · &lt;b&gt;flux d&apos;air&lt;/b&gt; %9 CFM à ΔT %10 °C</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (par défaut)</translation>
    </message>
    <message>
        <source> = %1 %2/year</source>
        <translation> = %1 %2/an</translation>
    </message>
    <message>
        <source> (no energy price set)</source>
        <translation> (prix de l&apos;énergie non défini)</translation>
    </message>
    <message numerus="yes">
        <source>row %1: %2 kW in %n rack(s)</source>
        <translation>
            <numerusform>rangée %1 : %2 kW dans %n baie</numerusform>
            <numerusform>rangée %1 : %2 kW dans %n baies</numerusform>
        </translation>
    </message>
    <message>
        <source>Site settings</source>
        <translation>Paramètres du site</translation>
    </message>
</context>
<context>
    <name>cd::ui::PowerTableModel</name>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>≤ %1</source>
        <translation>≤ %1</translation>
    </message>
    <message>
        <source>%1 · liquid variant available</source>
        <translation>%1 · variante liquide disponible</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnue</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) publish no power figure and count 0 W: a floor</source>
        <translation>
            <numerusform>%n équipement ne publie aucune valeur de puissance et compte pour 0 W : valeur plancher</numerusform>
            <numerusform>%n équipements ne publient aucune valeur de puissance et comptent pour 0 W : valeur plancher</numerusform>
        </translation>
    </message>
    <message>
        <source>Sum of the devices&apos; maximum draw (published, or PSU nameplate limit)</source>
        <translation>Somme des consommations maximales des équipements (publiées, ou puissance nominale des blocs d&apos;alimentation)</translation>
    </message>
    <message>
        <source>Heat at maximum draw: 1 W = 3.412 BTU/h</source>
        <translation>Chaleur à consommation maximale : 1 W = 3.412 BTU/h</translation>
    </message>
    <message>
        <source>CFM = 3.16 × W / ΔT(°F), ΔT = %1 °C%2</source>
        <translation>CFM = 3.16 × W / ΔT(°F), ΔT = %1 °C%2</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (par défaut)</translation>
    </message>
    <message>
        <source>Each feed must carry the whole rack when the other fails; usable = rated × 80 % continuous load; three phase P = √3·V·I·PF</source>
        <translation>Chaque voie doit alimenter toute la baie si l&apos;autre tombe en panne ; utilisable = nominal × 80 % en charge continue ; triphasé : P = √3·V·I·FP</translation>
    </message>
    <message>
        <source>kg: devices and rack, against the rack&apos;s static load rating</source>
        <translation>kg : équipements et baie, comparés à la charge statique admissible de la baie</translation>
    </message>
    <message>
        <source>The rack model publishes no width and depth: no floor load</source>
        <translation>Le modèle de baie ne publie ni largeur ni profondeur : pas de charge au sol</translation>
    </message>
    <message>
        <source>kg/m² over an assumed footprint of %1 m² (the rack model publishes none: use the actual cabinet)</source>
        <translation>kg/m² sur une emprise au sol supposée de %1 m² (le modèle de baie n&apos;en publie pas : utilisez la baie réelle)</translation>
    </message>
    <message>
        <source>kg/m² over the rack&apos;s footprint of %1 m²</source>
        <translation>kg/m² sur l&apos;emprise au sol de la baie (%1 m²)</translation>
    </message>
    <message>
        <source>Air up to %1 kW, rear-door heat exchanger up to 75 kW, then direct liquid cooling</source>
        <translation>Air jusqu&apos;à %1 kW, échangeur thermique de porte arrière jusqu&apos;à 75 kW, puis refroidissement liquide direct</translation>
    </message>
    <message>
        <source>
%1 × %2 have a liquid-cooled variant: %3%4</source>
        <translation>
%1 × %2 ont une variante à refroidissement liquide : %3%4</translation>
    </message>
    <message>
        <source> (it does not take their GPUs)</source>
        <translation> (elle n&apos;accepte pas leurs GPU)</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Baie</translation>
    </message>
    <message>
        <source>Max kW</source>
        <translation>kW max.</translation>
    </message>
    <message>
        <source>Typical kW</source>
        <translation>kW typique</translation>
    </message>
    <message>
        <source>Heat BTU/h</source>
        <translation>Chaleur BTU/h</translation>
    </message>
    <message>
        <source>Airflow CFM</source>
        <translation>Flux d&apos;air CFM</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>Refroidissement</translation>
    </message>
    <message>
        <source>Feeds (worst case)</source>
        <translation>Voies (pire cas)</translation>
    </message>
    <message>
        <source>Weight kg</source>
        <translation>Poids kg</translation>
    </message>
    <message>
        <source>Floor kg/m²</source>
        <translation>Sol kg/m²</translation>
    </message>
    <message numerus="yes">
        <source>kg: devices and rack, against the rack&apos;s static load rating; %n part(s) publish no weight and count 0 kg: a floor</source>
        <translation>
            <numerusform>kg : équipements et baie, comparés à la charge statique admissible de la baie ; %n élément ne publie aucun poids et compte pour 0 kg : valeur plancher</numerusform>
            <numerusform>kg : équipements et baie, comparés à la charge statique admissible de la baie ; %n éléments ne publient aucun poids et comptent pour 0 kg : valeur plancher</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>kg/m² over the rack&apos;s footprint of %1 m², a floor: %n part(s) publish no weight</source>
        <translation>
            <numerusform>kg/m² sur l&apos;emprise au sol de la baie (%1 m²), valeur plancher : %n élément ne publie aucun poids</numerusform>
            <numerusform>kg/m² sur l&apos;emprise au sol de la baie (%1 m²), valeur plancher : %n éléments ne publient aucun poids</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cd::ui::PresentationView</name>
    <message>
        <source>Cluster Designer — Presentation</source>
        <translation>Cluster Designer — Présentation</translation>
    </message>
</context>
<context>
    <name>cd::ui::PriceListImportDialog</name>
    <message>
        <source>Import Price List</source>
        <translation>Importer une liste de prix</translation>
    </message>
    <message>
        <source>A CSV or XLSX file with part_number or catalog_id, price, optional currency and cost</source>
        <translation>Fichier CSV ou XLSX avec part_number ou catalog_id, price et, en option, currency et cost</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Fichier :</translation>
    </message>
    <message>
        <source>The name the user database keeps the list under; a list of the same name is replaced</source>
        <translation>Nom sous lequel la base utilisateur enregistre la liste ; une liste du même nom est remplacée</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>Choose a file to see what it prices.</source>
        <translation>Choisissez un fichier pour voir ce qu&apos;il tarife.</translation>
    </message>
    <message>
        <source>&amp;Price this design with the list</source>
        <translation>&amp;Tarifer cette conception avec la liste</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>Price lists (*.csv *.xlsx);;CSV (*.csv);;Excel workbook (*.xlsx)</source>
        <translation>Listes de prix (*.csv *.xlsx);;CSV (*.csv);;Classeur Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c0392b&apos;&gt;&lt;b&gt;Cannot read this file.&lt;/b&gt;&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c0392b&apos;&gt;&lt;b&gt;Impossible de lire ce fichier.&lt;/b&gt;&lt;/span&gt;</translation>
    </message>
    <message>
        <source>line priced</source>
        <translation>ligne tarifée</translation>
    </message>
    <message>
        <source>lines priced</source>
        <translation>lignes tarifées</translation>
    </message>
    <message>
        <source>, %1 matched in the catalog</source>
        <translation>, dont %1 dans le catalogue</translation>
    </message>
    <message>
        <source>, %1 not in the catalog</source>
        <translation>, %1 hors catalogue</translation>
    </message>
    <message>
        <source>bad line left out</source>
        <translation>ligne invalide ignorée</translation>
    </message>
    <message>
        <source>bad lines left out</source>
        <translation>lignes invalides ignorées</translation>
    </message>
    <message>
        <source>
Matched:
</source>
        <translation>
Correspondances :
</translation>
    </message>
</context>
<context>
    <name>cd::ui::QuoteDock</name>
    <message>
        <source>Quote</source>
        <translation>Devis</translation>
    </message>
    <message>
        <source>Price list:</source>
        <translation>Liste de prix :</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>Import a price list (CSV or XLSX) into your user database</source>
        <translation>Importer une liste de prix (CSV ou XLSX) dans votre base utilisateur</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>Quote number, dates, currency, tax, customer, reseller, services, discounts per category</source>
        <translation>Numéro de devis, dates, devise, taxe, client, revendeur, services, remises par catégorie</translation>
    </message>
    <message>
        <source>The reseller price list that prices this design; lines it does not name keep their catalog estimate</source>
        <translation>Liste de prix revendeur qui tarife cette conception ; les lignes qu&apos;elle ne cite pas gardent leur estimation catalogue</translation>
    </message>
    <message>
        <source>&amp;Margin on cost:</source>
        <translation>&amp;Marge sur coût :</translation>
    </message>
    <message>
        <source>Price lines that have a cost at cost plus this margin (markup or gross, in Quote Settings)</source>
        <translation>Tarifer les lignes qui ont un coût au coût plus cette marge (sur coût ou brute, dans Paramètres du devis)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <source>PDF Quote…</source>
        <translation>Devis PDF…</translation>
    </message>
    <message>
        <source>Excel Workbook…</source>
        <translation>Classeur Excel…</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>JSON…</source>
        <translation>JSON…</translation>
    </message>
    <message>
        <source>Set discount on %1 to %2 %</source>
        <translation>Fixer la remise sur %1 à %2 %</translation>
    </message>
    <message>
        <source>Price with catalog estimates</source>
        <translation>Tarifer avec les estimations du catalogue</translation>
    </message>
    <message>
        <source>Price with list %1</source>
        <translation>Tarifer avec la liste %1</translation>
    </message>
    <message>
        <source>Set margin to %1 %</source>
        <translation>Fixer la marge à %1 %</translation>
    </message>
    <message>
        <source>Remove margin</source>
        <translation>Supprimer la marge</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Refusé : %1</translation>
    </message>
    <message>
        <source>Catalog estimates</source>
        <translation>Estimations du catalogue</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Total %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total of priced items %1&lt;/b&gt; &lt;span style=&apos;color:#c0392b&apos;&gt;(incomplete)&lt;/span&gt;</source>
        <translation>&lt;b&gt;Total des articles tarifés %1&lt;/b&gt; &lt;span style=&apos;color:#c0392b&apos;&gt;(incomplet)&lt;/span&gt;</translation>
    </message>
    <message>
        <source>Subtotal %1 &amp;nbsp;·&amp;nbsp; %2 %3 % %4 &amp;nbsp;·&amp;nbsp; %5</source>
        <translation>Sous-total %1 &amp;nbsp;·&amp;nbsp; %2 %3 % %4 &amp;nbsp;·&amp;nbsp; %5</translation>
    </message>
    <message>
        <source> &amp;nbsp;·&amp;nbsp; cost %1, margin %2 %</source>
        <translation> &amp;nbsp;·&amp;nbsp; coût %1, marge %2 %</translation>
    </message>
    <message>
        <source>line priced from a public catalog estimate (*), not from a price list</source>
        <translation>ligne tarifée d&apos;après une estimation publique du catalogue (*), et non une liste de prix</translation>
    </message>
    <message>
        <source>lines priced from public catalog estimates (*), not from a price list</source>
        <translation>lignes tarifées d&apos;après des estimations publiques du catalogue (*), et non une liste de prix</translation>
    </message>
    <message>
        <source>line without a price, not in the total</source>
        <translation>ligne sans prix, non comprise dans le total</translation>
    </message>
    <message>
        <source>lines without a price, not in the total</source>
        <translation>lignes sans prix, non comprises dans le total</translation>
    </message>
    <message>
        <source>Discount on all %1…</source>
        <translation>Remise sur toute la catégorie %1…</translation>
    </message>
    <message>
        <source>Category Discount</source>
        <translation>Remise par catégorie</translation>
    </message>
    <message>
        <source>Discount on %1 (lines without their own):</source>
        <translation>Remise sur %1 (lignes sans remise propre) :</translation>
    </message>
    <message>
        <source>Use the category discount for %1</source>
        <translation>Appliquer la remise de la catégorie à %1</translation>
    </message>
    <message>
        <source>Clear discount on %1</source>
        <translation>Supprimer la remise sur %1</translation>
    </message>
    <message>
        <source>Import Price List</source>
        <translation>Importer une liste de prix</translation>
    </message>
    <message>
        <source>The price list could not be stored:
%1</source>
        <translation>Impossible d&apos;enregistrer la liste de prix :
%1</translation>
    </message>
    <message>
        <source>Price list %1 imported: %2 priced lines</source>
        <translation>Liste de prix %1 importée : %2 lignes tarifées</translation>
    </message>
    <message>
        <source>Edit quote settings</source>
        <translation>Modifier les paramètres du devis</translation>
    </message>
    <message>
        <source>Export Quote</source>
        <translation>Exporter le devis</translation>
    </message>
    <message>
        <source>Quote written to %1</source>
        <translation>Devis enregistré dans %1</translation>
    </message>
    <message>
        <source>The quote could not be written:
%1</source>
        <translation>Impossible d&apos;enregistrer le devis :
%1</translation>
    </message>
</context>
<context>
    <name>cd::ui::QuoteSettingsDialog</name>
    <message>
        <source>Quote Settings</source>
        <translation>Paramètres du devis</translation>
    </message>
    <message>
        <source>&amp;Quote</source>
        <translation>&amp;Devis</translation>
    </message>
    <message>
        <source>&amp;Customer</source>
        <translation>&amp;Client</translation>
    </message>
    <message>
        <source>&amp;Reseller</source>
        <translation>&amp;Revendeur</translation>
    </message>
    <message>
        <source>&amp;Services</source>
        <translation>&amp;Services</translation>
    </message>
    <message>
        <source>&amp;Discounts</source>
        <translation>R&amp;emises</translation>
    </message>
    <message>
        <source>e.g. Q-2026-0042</source>
        <translation>p. ex. Q-2026-0042</translation>
    </message>
    <message>
        <source>Quote &amp;number:</source>
        <translation>&amp;Numéro de devis :</translation>
    </message>
    <message>
        <source>YYYY-MM-DD; empty = the day it is exported</source>
        <translation>AAAA-MM-JJ ; vide = jour de l&apos;export</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>D&amp;ate :</translation>
    </message>
    <message>
        <source> days</source>
        <translation> jours</translation>
    </message>
    <message>
        <source>&amp;Valid for:</source>
        <translation>Va&amp;lable :</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>De&amp;vise :</translation>
    </message>
    <message>
        <source>One per line: code and units of the quote currency for one unit of it, e.g.
USD 0.92</source>
        <translation>Un par ligne : code et nombre d&apos;unités de la devise du devis pour une unité de cette devise, p. ex.
USD 0.92</translation>
    </message>
    <message>
        <source>&amp;Exchange rates:</source>
        <translation>Ta&amp;ux de change :</translation>
    </message>
    <message>
        <source>&amp;Tax:</source>
        <translation>&amp;Taxe :</translation>
    </message>
    <message>
        <source>Decimal places of net unit prices (2 = cents, -1 = tens)</source>
        <translation>Décimales des prix unitaires nets (2 = centimes, -1 = dizaines)</translation>
    </message>
    <message>
        <source>to nearest</source>
        <translation>au plus proche</translation>
    </message>
    <message>
        <source>up</source>
        <translation>supérieur</translation>
    </message>
    <message>
        <source>&amp;Rounding (decimals):</source>
        <translation>Arr&amp;ondi (décimales) :</translation>
    </message>
    <message>
        <source>Markup on cost: price = cost × (1 + m)</source>
        <translation>Marge sur coût : prix = coût × (1 + m)</translation>
    </message>
    <message>
        <source>Gross margin: price = cost ÷ (1 − m)</source>
        <translation>Marge brute : prix = coût ÷ (1 − m)</translation>
    </message>
    <message>
        <source>&amp;Margin mode:</source>
        <translation>&amp;Mode de marge :</translation>
    </message>
    <message>
        <source>The model whose predicted training throughput the quote shows</source>
        <translation>Modèle dont le devis affiche le débit d&apos;entraînement prévu</translation>
    </message>
    <message>
        <source>&amp;Workload on the cover:</source>
        <translation>C&amp;harge de travail en couverture :</translation>
    </message>
    <message>
        <source>Printed below the totals, e.g. payment and delivery terms</source>
        <translation>Imprimées sous les totaux, p. ex. conditions de paiement et de livraison</translation>
    </message>
    <message>
        <source>Te&amp;rms:</source>
        <translation>Cond&amp;itions :</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse :</translation>
    </message>
    <message>
        <source>&amp;E-mail:</source>
        <translation>E-ma&amp;il :</translation>
    </message>
    <message>
        <source>&amp;Phone:</source>
        <translation>&amp;Téléphone :</translation>
    </message>
    <message>
        <source>PNG, JPEG or SVG; relative to the design file</source>
        <translation>PNG, JPEG ou SVG ; chemin relatif au fichier de conception</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>&amp;Logo:</source>
        <translation>&amp;Logo :</translation>
    </message>
    <message>
        <source>Logo</source>
        <translation>Logo</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.svg)</source>
        <translation>Images (*.png *.jpg *.jpeg *.svg)</translation>
    </message>
    <message>
        <source>Remember as &amp;my details for new quotes</source>
        <translation>&amp;Mémoriser comme mes coordonnées pour les nouveaux devis</translation>
    </message>
    <message>
        <source>&amp;Installation per server:</source>
        <translation>&amp;Installation par serveur :</translation>
    </message>
    <message>
        <source> years</source>
        <translation> ans</translation>
    </message>
    <message>
        <source>&amp;Support term:</source>
        <translation>Durée du su&amp;pport :</translation>
    </message>
    <message>
        <source>Support per server and &amp;year:</source>
        <translation>Support par serveur et par &amp;an :</translation>
    </message>
    <message>
        <source>In the quote currency; 0 leaves the line out. A price list entry service-installation or service-support-year wins.</source>
        <translation>Dans la devise du devis ; 0 omet la ligne. Une entrée service-installation ou service-support-year de la liste de prix est prioritaire.</translation>
    </message>
    <message>
        <source>A discount set on a line in the quote table wins over its category&apos;s.</source>
        <translation>Une remise fixée sur une ligne du tableau du devis prime sur celle de sa catégorie.</translation>
    </message>
    <message>
        <source>Exchange rates, line %1: expected a currency code and a rate above 0, such as &quot;USD 0.92&quot;</source>
        <translation>Taux de change, ligne %1 : code de devise et taux supérieur à 0 attendus, p. ex. &quot;USD 0.92&quot;</translation>
    </message>
    <message>
        <source>%1 must be %2</source>
        <translation>%1 doit être %2</translation>
    </message>
    <message>
        <source>As the program (now %1)</source>
        <translation>Comme le programme (actuellement %1)</translation>
    </message>
    <message>
        <source>The customer&apos;s language for the quote and the proposal, whatever the interface&apos;s</source>
        <translation>La langue du client pour le devis et la proposition, quelle que soit celle de l&apos;interface</translation>
    </message>
    <message>
        <source>Document &amp;language:</source>
        <translation>&amp;Langue des documents :</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1 :</translation>
    </message>
</context>
<context>
    <name>cd::ui::QuoteTableModel</name>
    <message>
        <source>Subtotal</source>
        <translation>Sous-total</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>sans prix</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>* Public catalog estimate, not a price from your price list</source>
        <translation>* Estimation du catalogue public, pas un prix de votre liste de prix</translation>
    </message>
    <message>
        <source>Discount on this part in percent; double-click to change</source>
        <translation>Remise sur cet article en pourcentage ; double-cliquez pour la modifier</translation>
    </message>
    <message>
        <source>Cost %1</source>
        <translation>Coût %1</translation>
    </message>
    <message>
        <source>No vendor part number published (catalog item %1)</source>
        <translation>Aucune référence fabricant publiée (article de catalogue %1)</translation>
    </message>
</context>
<context>
    <name>cd::ui::RackFeedsEditor</name>
    <message>
        <source>Not set</source>
        <translation>Non défini</translation>
    </message>
    <message>
        <source>Feed A only</source>
        <translation>Voie A seule</translation>
    </message>
    <message>
        <source>Feeds A + B</source>
        <translation>Voies A + B</translation>
    </message>
    <message>
        <source>With A and B feeds each feed must carry the whole rack when the other fails.</source>
        <translation>Avec les voies A et B, chaque voie doit pouvoir alimenter toute la baie en cas de perte de l&apos;autre.</translation>
    </message>
    <message>
        <source>3-phase</source>
        <translation>Triphasé</translation>
    </message>
    <message>
        <source>Single phase</source>
        <translation>Monophasé</translation>
    </message>
    <message>
        <source> V</source>
        <translation> V</translation>
    </message>
    <message>
        <source>Line-to-line for three phase (400 V Europe, 208/415 V North America)</source>
        <translation>Tension entre phases en triphasé (400 V en Europe, 208/415 V en Amérique du Nord)</translation>
    </message>
    <message>
        <source> A</source>
        <translation> A</translation>
    </message>
    <message>
        <source>Power factor; PSUs with active PFC run at 0.95 or better</source>
        <translation>Facteur de puissance ; les alimentations à PFC actif atteignent 0.95 ou mieux</translation>
    </message>
    <message>
        <source>Feeds</source>
        <translation>Alimentations</translation>
    </message>
    <message>
        <source>Circuit</source>
        <translation>Circuit</translation>
    </message>
    <message>
        <source>Voltage</source>
        <translation>Tension</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Courant</translation>
    </message>
    <message>
        <source>Power factor</source>
        <translation>Facteur de puissance</translation>
    </message>
    <message>
        <source>Not set: Power and Cooling suggests a circuit</source>
        <translation>Non défini : Puissance et refroidissement propose un circuit</translation>
    </message>
    <message>
        <source>√3 × %1 V × %2 A × %3</source>
        <translation>√3 × %1 V × %2 A × %3</translation>
    </message>
    <message>
        <source>%1 V × %2 A × %3</source>
        <translation>%1 V × %2 A × %3</translation>
    </message>
    <message>
        <source>%1 usable per feed</source>
        <translation>%1 utilisables par voie</translation>
    </message>
    <message>
        <source>Rated %1 = %2; continuous load may use 80 % of it</source>
        <translation>Nominal %1 = %2 ; une charge continue peut en utiliser 80 %</translation>
    </message>
</context>
<context>
    <name>cd::ui::RackScene</name>
    <message>
        <source>%1 % of %2</source>
        <translation>%1 % de %2</translation>
    </message>
    <message>
        <source>%1 link(s)%2</source>
        <translation>%1 liaison(s)%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in the catalog</source>
        <translation>&apos;%1&apos; n&apos;est pas dans le catalogue</translation>
    </message>
    <message>
        <source>%1 is a %2: add it to a server instead</source>
        <translation>%1 est de type %2 : ajoutez-le plutôt à un serveur</translation>
    </message>
    <message>
        <source>Drop onto a rack</source>
        <translation>Déposer sur une baie</translation>
    </message>
    <message>
        <source>Not over a rack</source>
        <translation>Hors d&apos;une baie</translation>
    </message>
    <message>
        <source>Move refused: %1</source>
        <translation>Déplacement refusé : %1</translation>
    </message>
</context>
<context>
    <name>cd::ui::RackView</name>
    <message>
        <source>U%1 — fits</source>
        <translation>U%1 — place suffisante</translation>
    </message>
    <message>
        <source>Cannot place it here: %1</source>
        <translation>Impossible de le placer ici : %1</translation>
    </message>
</context>
<context>
    <name>cd::ui::ReplaceGpuDialog</name>
    <message>
        <source>Replace GPU</source>
        <translation>Remplacer le GPU</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 in %n server(s)</source>
        <translation>
            <numerusform>%1 : %2 dans %n serveur</numerusform>
            <numerusform>%1 : %2 dans %n serveurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <source>with</source>
        <translation>par</translation>
    </message>
</context>
<context>
    <name>cd::ui::ServingDock</name>
    <message>
        <source>Throughput against speed per user (each variant)</source>
        <translation>Débit selon la vitesse par utilisateur (chaque variante)</translation>
    </message>
    <message>
        <source>Output tokens/s per user</source>
        <translation>Jetons/s en sortie par utilisateur</translation>
    </message>
    <message>
        <source>Output tokens/s per GPU</source>
        <translation>Jetons/s en sortie par GPU</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Inférence</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> jetons</translation>
    </message>
    <message>
        <source>FP8 KV cache</source>
        <translation>Cache KV en FP8</translation>
    </message>
    <message>
        <source> requests</source>
        <translation> requêtes</translation>
    </message>
    <message>
        <source>Engine maximum</source>
        <translation>Maximum du moteur</translation>
    </message>
    <message>
        <source>Requests in flight over all replicas; 0 runs as many as the engine and the KV cache allow</source>
        <translation>Requêtes en cours sur l&apos;ensemble des répliques ; 0 en lance autant que le moteur et le cache KV le permettent</translation>
    </message>
    <message>
        <source> users</source>
        <translation> utilisateurs</translation>
    </message>
    <message>
        <source>No sizing</source>
        <translation>Sans dimensionnement</translation>
    </message>
    <message>
        <source> tokens/s each</source>
        <translation> jetons/s chacun</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>No bound</source>
        <translation>Sans limite</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modèle :</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Moteur :</translation>
    </message>
    <message>
        <source>Prompt:</source>
        <translation>Prompt :</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>Sortie :</translation>
    </message>
    <message>
        <source>Weights:</source>
        <translation>Poids :</translation>
    </message>
    <message>
        <source>&amp;Concurrency:</source>
        <translation>&amp;Concurrence :</translation>
    </message>
    <message>
        <source>Size for:</source>
        <translation>Dimensionner pour :</translation>
    </message>
    <message>
        <source>Speed per user:</source>
        <translation>Vitesse par utilisateur :</translation>
    </message>
    <message>
        <source>First token within:</source>
        <translation>Délai max. 1er jeton :</translation>
    </message>
    <message>
        <source>%1 × %2 with %3: tensor parallel %4, %5 replica(s); %6 weights, %7 KV cache; %8 tokens in, %9 out</source>
        <translation>%1 × %2 avec %3 : parallélisme de tenseur %4, %5 réplique(s) ; poids %6, cache KV %7 ; %8 jetons en entrée, %9 en sortie</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Énergie</translation>
    </message>
    <message>
        <source>GPU power</source>
        <translation>Puissance GPU</translation>
    </message>
    <message>
        <source>%1 W each</source>
        <translation>%1 W chacun</translation>
    </message>
    <message>
        <source>Energy per output token</source>
        <translation>Énergie par jeton de sortie</translation>
    </message>
    <message>
        <source>%1 J (facility, PUE %2)</source>
        <translation>%1 J (site, PUE %2)</translation>
    </message>
    <message>
        <source>Electricity per million output tokens</source>
        <translation>Électricité par million de jetons de sortie</translation>
    </message>
    <message>
        <source>%1 USD at %2 USD/kWh</source>
        <translation>%1 USD à %2 USD/kWh</translation>
    </message>
    <message>
        <source>Requests in flight</source>
        <translation>Requêtes en cours</translation>
    </message>
    <message>
        <source>%1 of at most %2</source>
        <translation>%1 sur %2 au maximum</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Délai du premier jeton</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>Délai par jeton de sortie</translation>
    </message>
    <message>
        <source>Speed per user</source>
        <translation>Vitesse par utilisateur</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 jetons/s</translation>
    </message>
    <message>
        <source>Output, all GPUs</source>
        <translation>Sortie, tous GPU</translation>
    </message>
    <message>
        <source>Output per GPU</source>
        <translation>Sortie par GPU</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Requêtes</translation>
    </message>
    <message>
        <source>%1 per second</source>
        <translation>%1 par seconde</translation>
    </message>
    <message>
        <source>KV cache per GPU</source>
        <translation>Cache KV par GPU</translation>
    </message>
    <message>
        <source>%1 GB (%2 tokens per replica)</source>
        <translation>%1 Go (%2 jetons par réplique)</translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation>Limité par</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>la bande passante mémoire</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>le calcul</translation>
    </message>
    <message>
        <source>Cannot serve: %1</source>
        <translation>Inférence impossible : %1</translation>
    </message>
    <message>
        <source>Steady state at the engine&apos;s default limits; time to first token leaves out queueing, HTTP and tokenisation. Replicas do not talk over the network: variants that differ only in fabric or node count share a curve per GPU.</source>
        <translation>Régime établi aux limites par défaut du moteur ; le délai du premier jeton exclut la file d&apos;attente, HTTP et la tokenisation. Les répliques ne communiquent pas par le réseau : les variantes qui ne diffèrent que par la fabric ou le nombre de nœuds partagent la même courbe par GPU.</translation>
    </message>
    <message>
        <source>%1 users at %2 tokens/s or more each, first token within %3 ms:</source>
        <translation>%1 utilisateurs à %2 jetons/s ou plus chacun, premier jeton en moins de %3 ms :</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Parallélisme de tenseur</translation>
    </message>
    <message>
        <source>Users per replica</source>
        <translation>Utilisateurs par réplique</translation>
    </message>
</context>
<context>
    <name>cd::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
</context>
<context>
    <name>cd::ui::SiteSettingsDialog</name>
    <message>
        <source>Site settings</source>
        <translation>Paramètres du site</translation>
    </message>
    <message>
        <source>not set (%1)</source>
        <translation>non défini (%1)</translation>
    </message>
    <message>
        <source>Power usage effectiveness: facility power = IT power × PUE</source>
        <translation>Efficacité énergétique (PUE) : puissance du site = puissance IT × PUE</translation>
    </message>
    <message>
        <source> per kWh</source>
        <translation> par kWh</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>non défini</translation>
    </message>
    <message>
        <source>the BOM&apos;s currency</source>
        <translation>devise de la nomenclature</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>not set (%1 kW)</source>
        <translation>non défini (%1 kW)</translation>
    </message>
    <message>
        <source>Heat per rack that air cooling removes here (20 kW open room, about 30 kW with aisle containment)</source>
        <translation>Chaleur par baie que le refroidissement par air évacue ici (20 kW en salle ouverte, environ 30 kW avec confinement d&apos;allée)</translation>
    </message>
    <message>
        <source> °C</source>
        <translation> °C</translation>
    </message>
    <message>
        <source>not set (%1 °C)</source>
        <translation>non défini (%1 °C)</translation>
    </message>
    <message>
        <source>Air temperature rise through the servers; airflow = 3.16 × W / ΔT(°F)</source>
        <translation>Échauffement de l&apos;air à travers les serveurs ; flux d&apos;air = 3.16 × W / ΔT(°F)</translation>
    </message>
    <message>
        <source>ASHRAE recommends 18–27 °C at the server inlet</source>
        <translation>L&apos;ASHRAE recommande 18–27 °C à l&apos;entrée des serveurs</translation>
    </message>
    <message>
        <source> kg/m²</source>
        <translation> kg/m²</translation>
    </message>
    <message>
        <source>not set (%1 kg/m²)</source>
        <translation>non défini (%1 kg/m²)</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Energy price</source>
        <translation>Prix de l&apos;énergie</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Devise</translation>
    </message>
    <message>
        <source>Air cooling limit per rack</source>
        <translation>Limite refroid. air par baie</translation>
    </message>
    <message>
        <source>Air temperature rise ΔT</source>
        <translation>Échauffement de l&apos;air ΔT</translation>
    </message>
    <message>
        <source>Inlet temperature</source>
        <translation>Température d&apos;entrée</translation>
    </message>
    <message>
        <source>Floor rating</source>
        <translation>Charge au sol max.</translation>
    </message>
</context>
<context>
    <name>cd::ui::StorageDialog</name>
    <message>
        <source>%1 U, read %2 GB/s, write %3 GB/s</source>
        <translation>%1 U, lecture %2 Go/s, écriture %3 Go/s</translation>
    </message>
    <message>
        <source>Add Storage</source>
        <translation>Ajouter du stockage</translation>
    </message>
    <message>
        <source> system(s)</source>
        <translation> système(s)</translation>
    </message>
    <message>
        <source>Storage &amp;system:</source>
        <translation>&amp;Système de stockage :</translation>
    </message>
    <message>
        <source>&amp;How many:</source>
        <translation>&amp;Nombre :</translation>
    </message>
    <message>
        <source>&amp;Capacity each:</source>
        <translation>&amp;Capacité unitaire :</translation>
    </message>
    <message>
        <source>%1 TB raw</source>
        <translation>%1 To bruts</translation>
    </message>
    <message>
        <source>not in the catalog</source>
        <translation>absente du catalogue</translation>
    </message>
    <message>
        <source>No prediction: %1</source>
        <translation>Aucune prédiction : %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Now&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;&lt;b&gt;With these systems&lt;/b&gt; (%2)&lt;br&gt;%3</source>
        <translation>&lt;b&gt;Actuellement&lt;/b&gt;&lt;br&gt;%1&lt;br&gt;&lt;b&gt;Avec ces systèmes&lt;/b&gt; (%2)&lt;br&gt;%3</translation>
    </message>
</context>
<context>
    <name>cd::ui::SummaryBar</name>
    <message>
        <source>line</source>
        <translation>ligne</translation>
    </message>
    <message>
        <source>lines</source>
        <translation>lignes</translation>
    </message>
    <message>
        <source>quote %1 %2</source>
        <translation>devis %1 %2</translation>
    </message>
    <message>
        <source>quote ≥ %1 %2</source>
        <translation>devis ≥ %1 %2</translation>
    </message>
    <message>
        <source> incl. %1</source>
        <translation> dont %1</translation>
    </message>
    <message>
        <source>, %1 estimated</source>
        <translation>, %1 à prix estimé</translation>
    </message>
    <message>
        <source>, %1 unpriced</source>
        <translation>, %1 sans prix</translation>
    </message>
    <message>
        <source>BOM ≥ %1 %2</source>
        <translation>nomenclature ≥ %1 %2</translation>
    </message>
    <message>
        <source>BOM %1 %2</source>
        <translation>nomenclature %1 %2</translation>
    </message>
    <message>
        <source> (estimate)</source>
        <translation> (estimation)</translation>
    </message>
    <message>
        <source>≤ </source>
        <translation>≤ </translation>
    </message>
    <message>
        <source>1 server</source>
        <translation>1 serveur</translation>
    </message>
    <message>
        <source>%1 servers</source>
        <translation>%1 serveurs</translation>
    </message>
    <message>
        <source>%1 · %2 GPUs · %3 GB GPU memory · %4 kW max / %5 kW typical · %6 BTU/h at max · %7 of %8 U · %9</source>
        <translation>%1 · %2 GPU · %3 Go de mémoire GPU · %4 kW max / %5 kW typique · %6 BTU/h au max · %7 U sur %8 · %9</translation>
    </message>
</context>
<context>
    <name>cd::ui::TcoDock</name>
    <message>
        <source>TCO</source>
        <translation>TCO</translation>
    </message>
    <message>
        <source> USD/GPU-hour</source>
        <translation> USD/heure-GPU</translation>
    </message>
    <message>
        <source>from the price table</source>
        <translation>selon la table de prix</translation>
    </message>
    <message>
        <source>A rental price you were quoted, instead of the table&apos;s</source>
        <translation>Un prix de location qui vous a été proposé, au lieu de celui de la table</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Inférence</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>À la demande</translation>
    </message>
    <message>
        <source>1-year commitment</source>
        <translation>Engagement 1 an</translation>
    </message>
    <message>
        <source>3-year commitment</source>
        <translation>Engagement 3 ans</translation>
    </message>
    <message>
        <source>&amp;Workload:</source>
        <translation>&amp;Charge de travail :</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modèle :</translation>
    </message>
    <message>
        <source>Cloud &amp;price:</source>
        <translation>&amp;Prix cloud :</translation>
    </message>
    <message>
        <source>Rental price:</source>
        <translation>Prix de location :</translation>
    </message>
    <message>
        <source>&amp;Reset to Defaults</source>
        <translation>&amp;Réinitialiser les valeurs par défaut</translation>
    </message>
    <message>
        <source>Remove every assumption this variant changed</source>
        <translation>Supprimer toutes les hypothèses modifiées dans cette variante</translation>
    </message>
    <message>
        <source>&amp;Import Cloud Prices...</source>
        <translation>&amp;Importer des prix cloud...</translation>
    </message>
    <message>
        <source>A CSV of rental prices (gpu, term, usd_per_gpu_hour, provider, date; optional offer, source), used before the built-in table and saved in this variant</source>
        <translation>Un CSV de prix de location (gpu, term, usd_per_gpu_hour, provider, date ; offer, source facultatifs), utilisé avant la table intégrée et enregistré dans cette variante</translation>
    </message>
    <message>
        <source>Remove Imported Prices</source>
        <translation>Supprimer les prix importés</translation>
    </message>
    <message>
        <source>Import Cloud Prices</source>
        <translation>Importer des prix cloud</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The cloud prices were not imported.

%1</source>
        <translation>Les prix cloud n&apos;ont pas été importés.

%1</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1 :</translation>
    </message>
</context>
<context>
    <name>cd::ui::TcoSizingBox</name>
    <message>
        <source>%1 GPU servers (%2 GPUs) in %3 racks, %4 kW facility; %5 a year</source>
        <translation>%1 serveurs GPU (%2 GPU) dans %3 baies, site de %4 kW ; %5 par an</translation>
    </message>
    <message>
        <source>%1 per million output tokens</source>
        <translation>%1 par million de jetons de sortie</translation>
    </message>
    <message>
        <source>%1 users on %2 replicas of %3 GPUs, %4 tokens/s each, first token in %5 ms</source>
        <translation>%1 utilisateurs sur %2 répliques de %3 GPU, %4 jetons/s chacun, premier jeton en %5 ms</translation>
    </message>
    <message>
        <source>Lower bounds: the quote has unpriced lines.</source>
        <translation>Bornes inférieures : le devis comporte des lignes sans prix.</translation>
    </message>
    <message>
        <source>Sizing</source>
        <translation>Dimensionnement</translation>
    </message>
    <message>
        <source>not asked</source>
        <translation>non demandé</translation>
    </message>
    <message>
        <source>Serving: the requests in flight to size servers, racks and kW for</source>
        <translation>Inférence : nombre de requêtes en cours pour lesquelles dimensionner serveurs, baies et kW</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> jetons/s</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>no bound</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>Facility power: the servers, GPUs and users it runs</source>
        <translation>Puissance du site : serveurs, GPU et utilisateurs qu&apos;elle permet d&apos;alimenter</translation>
    </message>
    <message>
        <source>Serving: a cost per million output tokens in the quote&apos;s currency, and the speed per user it allows</source>
        <translation>Inférence : un coût par million de jetons de sortie dans la devise du devis, et la vitesse par utilisateur qu&apos;il permet</translation>
    </message>
    <message>
        <source>&amp;Users:</source>
        <translation>&amp;Utilisateurs :</translation>
    </message>
    <message>
        <source>Speed per user at least:</source>
        <translation>Vitesse min. par utilisateur :</translation>
    </message>
    <message>
        <source>First token within:</source>
        <translation>Premier jeton sous :</translation>
    </message>
    <message>
        <source>Power &amp;budget:</source>
        <translation>&amp;Budget de puissance :</translation>
    </message>
    <message>
        <source>Cost per million tokens:</source>
        <translation>Coût par million de jetons :</translation>
    </message>
    <message>
        <source>%1 users:</source>
        <translation>%1 utilisateurs :</translation>
    </message>
    <message>
        <source>%1 kW:</source>
        <translation>%1 kW :</translation>
    </message>
    <message>
        <source>%1 per million tokens:</source>
        <translation>%1 par million de jetons :</translation>
    </message>
    <message>
        <source>up to %1 requests in flight at %2 tokens/s each (%3)</source>
        <translation>jusqu&apos;à %1 requêtes en cours à %2 jetons/s chacune (%3)</translation>
    </message>
</context>
<context>
    <name>cd::ui::TopologyView</name>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>Leaf</translation>
    </message>
    <message>
        <source>Spines</source>
        <translation>Spine</translation>
    </message>
    <message>
        <source>Cores</source>
        <translation>Core</translation>
    </message>
    <message>
        <source>No network yet: Rack ▸ Generate Fabric… builds one from the servers.</source>
        <translation>Pas encore de réseau : Baie ▸ Générer la fabric… en crée un à partir des serveurs.</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source> (box = %1)</source>
        <translation> (boîtier = %1)</translation>
    </message>
    <message>
        <source>%1 links · %2 Gb/s</source>
        <translation>%1 liaisons · %2 Gb/s</translation>
    </message>
    <message>
        <source>%1 links</source>
        <translation>%1 liaisons</translation>
    </message>
    <message>
        <source>Super-cores</source>
        <translation>Super-core</translation>
    </message>
</context>
<context>
    <name>cd::ui::UserGuideDialog</name>
    <message>
        <source>Cluster Designer User Guide</source>
        <translation>Guide de l&apos;utilisateur de Cluster Designer</translation>
    </message>
    <message>
        <source>The user guide is missing from this build.</source>
        <translation>Le guide de l&apos;utilisateur est absent de cette version.</translation>
    </message>
</context>
<context>
    <name>cd::ui::VariantController</name>
    <message>
        <source>Variant %1 created; edits now change it</source>
        <translation>Variante %1 créée ; les modifications s&apos;y appliquent désormais</translation>
    </message>
    <message>
        <source>Variant renamed to %1</source>
        <translation>Variante renommée en %1</translation>
    </message>
    <message>
        <source>Variant %1 removed (Undo brings it back)</source>
        <translation>Variante %1 supprimée (Annuler la rétablit)</translation>
    </message>
</context>
</TS>
