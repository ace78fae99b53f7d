El dispositivo dsp56k es un dispositivo de caracteres con número mayor 55 y número menor 0.
El Motorola DSP56001 es un procesador de señales digitales de 24 bits totalmente programable que se encuentra en computadores compatibles con Atari Falcon030.
El fichero especial dsp56k se utiliza para controlar el DSP56001, y para enviar y recibir datos usando el puerto de host bidireccional mediante la técnica de handshaking.
Para enviar un flujo de datos al procesador de señales, utilice write(2) con el dispositivo, y read(2) para recibir datos procesados.
Los datos pueden ser enviados o recibidos en cantidades de 8, 16, 24, o 32 bits por parte del host, pero siempre serán interpretados como cantidades de 24 bits por el DSP56001.
Las siguientes llamadas ioctl(2) pueden utilizarse para controlar el dispositivo dsp56k:
reinicia el DSP56001 y carga un programa.
El tercer argumento a ioctl(2) debe ser un puntero a struct dsp56k_upload donde el miembro bin apuntará a un programa binario DSP56001, y len contendrá la longitud del programa en palabras de 24 bits.
establece el tamaño de la palabra de transmisión.
Los valores permitidos están en el intervalo de 1 a 4, y definen el número de bytes que serán enviados al mismo tiempo al DSP56001.
Estas cantidades de datos serán o bien rellenadas con bytes cero, o truncadas para que se ajusten al formato nativo de 24 bits del DSP56001.
establece el tamaño de la palabra de recepción.
Los valores permitidos están en el intervalo entre 1 y 4, y definen el número de bytes que serán recibidos al mismo tiempo por el DSP56001.
Estas cantidades de datos serán o bien rellenadas con bytes cero ('\0') , o truncadas para que se ajusten al formato nativo de 24 bits del DSP56001.
lee y escribe las banderas (flags) del host.
Las banderas del host son cuatro bits de propósito general que pueden ser leídos tanto por la máquina anfitriona como por el DSP56001.
Los bits 0 y 1 pueden ser escritos por el host, y los bits 2 y 3 pueden ser escritos por el DSP56001.
Para acceder a estas banderas del host, el tercer argumento a ioctl(2) debe ser un puntero a struct dsp56k_host_flags.
Si el bit 0 o el bit 1 están activos en el miembro dir, el bit correspondiente en out será escrito en las banderas del host.
El estado de todas las banderas será devuelto en los cuatro bits de orden inferior del miembro status.
envía una orden de anfitrión.
Los valores permitidos están en el intervalo de 0 a 31, y especifican una orden definida por el usuario que es manejado por el programa que se ejecuta en el DSP56001.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

Si su sistema no tiene creado aún el dispositivo. /dev/full, éste se puede crear con las siguientes órdenes:
El fichero /dev/full tiene el valor 1 como número principal de dispositivo y el 7 como número secundario.
Los intentos de escritura en el dispositivo /dev/full fallarán con un error ENOSPC.
Esto puede emplearse para comprobar el comportamiento de una aplicación cuando se encuentra con el disco totalmente lleno.
La lectura del dispositivo /dev/full siempre devuelve caracteres nulos (\0).
Las búsquedas en /dev/full siempre tendrán éxito.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

hd* son los dispositivos de bloque usados para acceder a los discos duros MFM/IDE en modo crudo (raw mode).
El disco duro maestro de la controladora primaria IDE (dispositivo mayor número 3) es hda.
El disco esclavo es hdb.
El dico maestro en la segunda controladora (dispositivo mayor número 22) es hdc y el esclavo hdd.
Los nombres de los dispositivos generales de bloque IDE son de la forma: hdX o hdXP, donde X es una letra que define la unidad física, y P es un número que indica la partición en la unidad física.
La primera forma aquí mostrada, hdX, se usa para direccionar la unidad entera.
Los números de las particiones son asignados en el orden que se descubran las particiones, solo obtienen número las particiones no vacías y no extendidas.
Así mismo, los números del 1–4 se toman de las cuatro particiones descritas en el Master Boot Record (las particiones llamadas 'primarias'), independientemente de que no se usen o sean extendidas.
Asi, la primera partición lógica será hdX5.
Tienen soporte tanto las particiones tipo DOS como las BSD.Puede tener hasta 63 particiones en un disco IDE.
Por ejemplo, /dev/hda se refiere a la la primera unidad IDE completa; y /dev/hdb3 se refiere a la tercera particion primaria DOS en la segunda unidad.
Típicamente se crean con:
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

La sección 4 de este manual describe archivos especiales (dispositivos).
En el encabezado del código fuente de cada página de manual se encuentran los datos del autor de la misma y de los derechos de autor.
Tenga en cuenta que esa información puede ser distinta entre cada página.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

/dev/cpu/CPUNUM/msr proporciona una interfaz de lectura/escritura de los MSR, -model specific registers- de una CPU x86.
CPUNUM es el número de la CPU a que se accede tal como aparece en /proc/cpuinfo.
El acceso al registro se realiza abriendo el archivo y buscando el número MSR como desplazamiento en el archivo, luego se leerán o escribirán fragmentos de 8 bytes.
Una transferencia de E/S de más de 8 bytes indica múltiples E/S del mismo registro.
El archivo está protegido por lo que sólo puede ser leido o escrito por el usuario root o los miembros del grupo root.
El módulo msr no se carga automáticamente.
En núcleos modulares tendrá que ejecutar la siguiente orden para cargarlo antes de poder usarlo:
Puede encontrar una descripción de las MSR de las CPU de Intel en el apéndice B del volumen 3B de 'Intel Corporation Intel 64 and IA-32 Architectures Software Developer's Manual'.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

Se descartan los datos escritos en los archivos especiales dev/null y /dev/zero.
La lectura del archivo especial /dev/null siempre devuelve 'fin de archivo', es decir, read(2) siempre devuelve cero.
La lectura del archivo /dev/zero siempre devuelve bytes con ceros (caracteres q]\0').
Estos dispositivos suelen crearse ejecutando:
Si estos dos archivos no tienen permiso de lectura y escritura para todos los usuarios, muchos programas se comportarán de manera extraña.
A partir de la versión 2.6.31 de Linux, es posible interrumpir la lectura de /dev/zero mediante señales.
Esto se hizo para pervenir el efecto de una excesiva latencia en prolongadas lecturas de dicho archivo.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El nombre del dispositivo de bloque tiene la forma siguiente: sdlp, donde l es una letra que designa la unidad física, y p es un número que designa la partición en dicha unidad física.
A menudo, el número de partición, p, se omite cuando el dispositivo corresponde a la unidad entera.
Los discos SCSI tienen un número mayor de dispositivo de 8, y un número menor de dispositivo de la forma (16 * número_unidad) + número_partición, donde número_unidad es el número de la unidad física según el orden de detección, y número_partición se determina como sigue:
Por ejemplo, /dev/sda tiene el número mayor 8, menor 0, y se refiere a la primera unidad SCSI entera del sistema.
Y /dev/sdb3 tiene el número mayor 8, menor 19, y se refiere a la tercera partición "primaria" DOS de la segunda unidad SCSI del sistema.
En este momento sólo están disponibles los dispositivos de bloque.
Los dispositivos crudos (raw devices) todavía no han sido implementados.
Las siguientes ioctl están disponibles:
Devuelve los parámetros del disco de la BIOS, en la siguiente estructura:
Se pasa un puntero a esta estructura como el parámetro de ioctl(2).
La información devuelta en el parámetro es la geometría del disco de la unidad, ¡tal y como la ve el DOS!
Esta geometría no es la geometría física de la unidad.
No obstante, se utiliza para construir la tabla de particiones de la unidad y es necesaria para el adecuado fucionamiento de fdisk(1), efdisk(1), y lilo(1).
Si la información geométrica no está disponible, todos los campos de la estructura son cero.
Devuelve el tamaño del dispositivo en sectores.
El parámetro de ioctl(2) debe ser un puntero a long.
Fuerza la relectura de la tabla de particiones del disco SCSI.
No se necesita ningún parámetro.
También permite operacions de SCSI ioctl(2).
Si se requiere el parámetro ioctl(2) y su valor de NUL, entonces dará el error EINVAL.
La traducción al español de esta página del manual fue creada por Pedro A.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El controlador (driver) st proporciona la interfaz para una variedad de dispositivos de cinta magnética SCSI.
Actualmente, toma el control de todos los dispositivos detectados de tipo “acceso secuencial”.
El controlador st emplea el número mayor de dispositivo 9.
Cada dispositivo utiliza ocho números menores de dispositivo.
Los cinco bits más bajos en los números menores se asignan secuencialmente en el orden en que se detectan.
En la versión 2.6 del núcleo, los bits por encima de los 8 menores se unen a los cinco menores para formar el número de la cinta.
Los números menores se pueden agrupar en dos conjuntos de cuatro números: los números menores de dispositivo (con autorebobinado) principales, n, y los números de dispositivo “sin rebobinado”, (n+128).
A los dispositivos abiertos que utilicen el número de dispositivo principal se les enviará una orden REWIND cuando se cierren.
A los dispositivos abiertos que utilicen el número de dispositivo “sin rebobinado” no se les enviará esa orden.
(Dese cuenta que usar un dispositivo con autorebobinado para posicionar la cinta con, por ejemplo, mt no produce el resultado deseado: la cinta se rebobina después de la orden mt y la orden siguiente comienza desde el principio de la cinta).
Dentro de cada grupo, hay disponibles cuatro números menores para definir dispositivos con diferentes características (tamaño de bloque, compresión, densidad, etc.).
Cuando el sistema arranca, sólo está disponible el primer dispositivo.
Los otros tres se activan cuando se definen las carcterísticas por defecto (ver más abajo).
(Cambiando las constantes en tiempo de compilación, es posible cambiar el equilibrio entre el número máximo de unidades de cinta y el número de números menores para cada unidad.
La asignación por defecto permite controlar 32 dispositivos de cinta.
Por ejemplo, es posible controlar hasta 64 unidades de cinta con 2 números menores para diferentes opciones).
Normalmente los dispositivos se crean con:
No existe el dispositivo de bloque correspondiente.
El controlador usa un buffer interno que tiene que ser lo suficientemente grande para contener, al menos, un bloque de la cinta.
En los núcleos anteriores al 2.1.121, el buffer se reserva como un bloque contiguo.
Esto limita el tamaño de bloque al mayor bloque contiguo de memoria que el código de asignación de memoria del núcleo puede proporcionar.
Actualmente, el límite es de 128 kB para arquitecturas de 32 bits y 256 kB para arquitecturas de 64 bits.
En núcleos posteriores el controlador reserva el buffer en varias partes si es necesario.
Por defecto, el número máximo de partes es de 16.
Esto significa que el tamaño máximo de bloques es muy grande (2 MB si es posible una asignación de 16 bloques de 128 kB).
El tamaño del buffer interno del controlador viene determinado por una constante durante la compilación que se puede modificar con una opción de inicio del núcleo.
Aparte de esto, el controlador intenta reservar un buffer temporal mayor en tiempo de ejecución si es necesario.
Sin embargo, la asignación en tiempo de ejecución de grandes bloques contiguos de memoria puede fallar y es aconsejable no confiar demasiado en la asignación dinámica de buffers con núcleos anteriores al 2.1.121 (esto se aplica también a la carga por demanda del controlador con kerneld o kmod).
El controlador no soporta específicamente ninguna marca o modelo de unidad de cinta.
Después del arranque del sistema se definen las opciones de los dispositivos de cinta a partir del firmware de la unidad.
Por ejemplo, si el firmware de la unidad selecciona un modo de bloque fijo, el dispositivo de cinta usa el modo de bloque fijo.
Las opciones se pueden cambiar con llamadas explícitas a ioctl(2) y permanecen activas cuando el dispositivo se cierra y se vuelve a abrir.
La configuración de las opciones afecta tanto al dispositivo con auto-rebobinado como sin rebobinado.
Se pueden indicar diferentes opciones para los diferentes dispositos dentro del subgrupo de cuatro.
Las opciones entran en vigor cuando el dispositivo se abre.
Por ejemplo, el administrador del sistema puede definir un dispositivo que escribe en modo de bloque fijo con un tamaño de bloque concreto y otro que escribe en modo de bloque variable (si la unidad de cinta soporta ambos modos).
El controlador puede trabajar con particiones de cinta si la unidad puede hacerlo.
(Dese cuenta que las particiones de cinta no tienen nada que ver con las particiones de disco.
Una cinta particionada se puede ver como varias cintas lógicas dentro de un mismo medio).
El soporte de particiones se debe habilitar con ioctl(2).

Este controlador está obsoleto: se eliminó en la versión 2.6.35 del núcleo.
wavelan es el controlador de dispositivo de bajo nivel para el adaptador Ethernet inalámbrico WaveLAN ISA de NCR / AT&T / Lucent y RoamAbout DS de Digital (DEC).
Este controlador está disponible como módulo o puede compilarse en el núcleo.
Este controlador admite varias tarjetas en ambas formas (hasta 4) y asigna el siguiente controlador Ethernet disponible (eth0..eth#) para cada tarjeta que encuentra, a menos que se especifique explícitamente un nombre de dispositivo (vea más adelante).
Este nombre de dispositivo será registrado en el archivo de registro del núcleo con la dirección física (MAC), NWID y frecuencia empleada por la tarjeta.
Esta sección se aplica al módulo (parámetros pasados en la línea de orden de insmod(8)).
Si el controlador se incluye en el núcleo, emplee la sintaxis ether=IRQ,IO,NAME en la línea de órdenes del núcleo.
io Especifica la lista de direcciones de base donde buscar tarjetas Wavelan (se establece por medio de un interruptor en la tarjeta).
Si no se especifica ninguna dirección io, el controlador rastreará las direcciones 0x390 y 0x3E0, que pueden entrar en conflicto con otro hardware...
irq Establece la lista de interrupciones (IRQs) que cada tarjeta Wavelan podría utilizar (el valor se guarda en almacenamiento permanente para un uso futuro).
nombre Establece la lista de nombres que serán empleados para cada dispositivo tarjeta Wavelan (nombres empleados por ifconfig(8)).
Emplee iwconfig(8) para manipular extensiones inalámbricas.
Establece la ID de red [0 a FFFF] o la inhabilita [off].
Como el NWID se almacena en el Área de Almacenamiento Permanente de la tarjeta, será reutilizado en cualquier llamada posterior del controlador.
La frecuencia se cambia inmediata y permanentemente.
La disponibilidad de la frecuencia depende de los reglamentos y regulaciones...
Establece una lista de direcciones Ethernet (MAC) en el dispositivo (hasta 8) y obtiene la última calidad de enlace para cada una de ellas (vea iwspy(8)).
status es el estado según informa el módem.
Calidad de enlace informa de la calidad de la modulación en el aire (espectro extendido de secuencia directa) [max = 16].
Level y Noise se refieren al nivel de señal y nivel de ruido [max = 64 ].
Los contadores crypt discarded packet y misc discarded packet no están implementados.
Es posible puede utilizar iwpriv(8) para manipular ioctls privadas.
Le permite definir el umbral de calidad y nivel empleado por el módem (un paquete por debajo de ese nivel es descartado).
Esta funcionalidad posibilita el establecimento de un número de intervalos de nivel de señal y contar el número de paquetes recibidos en cada uno de estos intervalos definidos.
Esta distribución podría emplearse para calcular el valor medio y la desviación estándar del nivel de señal.
Este controlador fallará en la detección de algunas tarjetas Wavelan no de NCR/ATT&T/Lucent.
Para solucionarlo, debe mirar en el código fuente cómo añadir la tarjeta en la rutina de detección.
Algunas de las características mencionadas son opcionales.
Es posible habilitarlas o inhabilitarlas cambiando constantes en el archivo de cabecera del controlador y recompilando.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

Si el núcleo fue compilado con la opción CONFIG_BSD_PROCESS_ACCT activada, se podrá iniciar la contabilidad de procesos mediante la llamada acct(2).
Cuando la contabilidad está activada, el núcleo anota un registro en el archivo cada vez que un proceso termina.
Dicho registro contiene información acerca del proceso y su estructura se define en <sys/acct.h> del siguiente modo:
El tipo de datos comp_t es un valor de punto flotante que consta de un exponente de base 8 de 3 bits y una mantisa de 13 bits.
Un valor, c, de este tipo se puede convertir en un entero (grande) del siguiente modo:
Los campo ac_utime, ac_stime y ac_etime miden el tiempo en "tics de reloj" dividiendo ese valor entre sysconf(_SC_CLK_TCK) para convertirlo en segundos.
A partir de la versión 2.6.8 del núcleo es posible crear una versión alternativa del archivo de contabilidad si el núcleo ha sido compilado con la opción CONFIG_BSD_PROCESS_ACCT_V3 activada.
En este caso, el registro contiene algunos campos adicionales y el tamaño de los campos c_uid and ac_gid se incrementa de 16 a 32 bits (en línea con el incremento del tamaño de los UID y GIDs desde la versión 2.4.
Estos registros se definen del siguiente modo:
La estructura de acct_v3 está definida desde la versión 2.6 de glibc.
La contabilidad de procesos se originó en BSD.
Aunque está presente en muchos sistemas, su funcionamiento no está estandarizado y puede variar entre unos y otros.
Los registros se ordenan según la hora de finalización.
A partir de la versión 2.6.9 del núcleo, se guarda un registro distinto para cada hilo creado con la biblioteca NPTL.
A partir de la versión 2.6.10 sólo se guarda un único registro para todo el proceso una vez que termine el último hilo del mismo.
El archivo /proc/sys/kernel/acct, descrito en proc(5), define como funciona la contabilidad de procesos cuando existe poco espacio en el disco.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

/etc/networks es un archivo de texto ASCII plano que contiene redes DARPA conocidas y nombres simbólicos asociados a ellas.
Cada línea representa una red y tiene el formato siguiente:
nombre número alias ...
Los distintos campos están separados entre si mediante espacios o tabulaciones.
No se tienen en cuenta las líneas en blanco.
La almohadilla (#) denota el inicio de un comentario con lo que tanto éste como el resto de caracteres de la línea serán ignorado cuando se procese el archivo.
La descripción de los campos es la siguiente:
nombre Nombre simbólo de la red.
Los nombres de red pueden incluir cualquier carácter imprimible excepto espacios en blanco o almohadillas.
número Numeración oficial para esta red en forma de números y puntos (consulte inet(3)).
El ".0" final puede omitirse (correspondería a la numeración del equipo dentro de la dirección de red).
Alias opcionales de la red.
Las herramientas route(8) y netstat(8) leen el contenido de este archivo.
Sólo es posible denotar redes de clase A, B o C.
Las redes segmentadas (por ejemplo: red/26 o red/28) no pueden indicarse en este archivo.
Archivo de definición de redes.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

Éste es un fichero ASCII plano que describe los distintos protocolos DARPA para Internet que están disponibles en el subsistema TCP/IP.
Se debería consultar este fichero en vez de usar los números de los ficheros de cabecera ARPA, o, peor aún, adivinarlos.
Estos números se incluyen en el campo de protocolo de cualquier cabecera IP.
Este fichero no se debe modificar porque los cambios pueden producir paquetes IP incorrectos.
Los números y nombres de los protocolos se definen en el IANA (Internet Assigned Numbers Authority).
Cada línea tiene el siguiente formato:
protocolo número alias ...
donde los campos se delimitan por espacios o TABs.
Las líneas vacías son ignoradas.
Si una linea contiene un '#', se ignora este carácter y todo lo que le sigue hasta el final de la línea.
La descripción de los campos es la siguiente:
el nombre nativo del protocolo.
Por ejemplo: ip, tcp o udp.
número el número oficial para este protocolo tal como irá en la cabecera IP.
alias o nombres alternativos opcionales para este protocolo.
Este archivo se podría distribuir a través de una red usando un servicio de nombres de red como Yellow Pages/NIS o BIND/Hesiod.
El fichero de definición de protocolos.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El fichero rpc contiene nombres legibles por el usuario que se pueden usar en lugar de los números de programa RPC.
Cada línea contiene la siguiente información:
Los elementos están separados por cualquier número de blancos y/o tabuladores.
Un '#' indica el comienzo de un comentario.
Los caracteres desde el '#' hasta el final de la línea no son interpretados por las rutinas que examinan el archivo.
Aquí tiene un ejemplo del fichero /etc/rpc de la distribución Sun RPC Source.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

services es un fichero ASCII que proporciona una correspondencia entre nombres textuales cómodos para los servicios de internet y sus correspondientes números de puerto y tipos de protocolo subyacentes.
Todo programa de red debería mirar este fichero para obtener el número de puerto (y protocolo) para su servicio.
Las funciones getservent(3), getservbyname(3), getservbyport(3), setservent(3), y endservent(3) de la biblioteca de C, permiten consultar este fichero desde un programa.
Los números de puerto son asignados por la IANA (Internet Assigned Numbers Authority: Autoridad para la Asignación de Números de Internet), y su política actual es la de asignar tanto los protocolos TCP y UDP cuando se asigna un número de puerto.
Por tanto, la mayoría de las entradas tendrán dos entradas, incluso para los servicios que son exclusivos de TCP.
Los números de puerto por debajo de 1024 (los así llamados "puertos de baja numeración") sólo pueden ser enlazados por el superusuario (ver bind(2), tcp(7), y udp(7).) Esto es así para que los clientes que se conecten a los puertos de baja numeración puedan confiar en que el servicio ejecutándose en el puerto es la implementación estándar y no un servicio tramposo ejecutado por un usuario de la máquina.
Los números de puerto bien conocidos especificados por la IANA se localizan normalmente es este espacio exclusivo del superusuario.
La presencia de una entrada para un servicio en el fichero services no significa, necesariamente, que el servicio se está ejecutando actualmente en la máquina.
Vea inetd.conf(5) para la configuración de los servicios ofrecidos de Internet.
Dese cuenta que no todos los servicios de red son iniciados por inetd(8), por lo que no aparecerán en inetd.conf(5).
En particular, los servidores de noticias (NNTP) y de correo (SMTP) frecuentemente se inician desde los guiones de arranque del sistema.
La localización del fichero services viene especificada por _PATH_SERVICES en <netdb.h>.
Normalmente, el valor asignado es /etc/services.
Cada línea describe un servicio, y tiene el formato:
es el nombre amigable por el que el servicio es conocido y buscado.
Distingue entre mayúsculas y minúsculas.
Normalmente, el programa cliente se especifica tras service-name.
port es el número de puerto (en decimal) usado por este servicio.
es el tipo de protocolo usado.
Este campo debe coincidir con una entrada del fichero protocols(5).
Los valores típicos incluyen tcp y udp.
es una lista separada, opcionalmente, por espacios o tabuladores de otros nombres para este servicio.
Nuevamente, se distingue entre mayúsculas y minúsculas.
Se pueden usar o bien espacios o bien tabuladores para separar los campos.
Los comentarios comienzan con un '#' y terminan con un final de línea.
Las líneas en blanco se saltan.
service-name deben comenzar en la primera columna del fichero, ya que no se eliminan los espacios iniciales. service-names puede ser cualquier secuencia de caracteres imprimibles, excepto espacios y tabuladores.
Sin embargo, se debe hacer una selección conservativa de caractares para minimizar problemas de compatibilidad.
Es decir, los caracteres a-z, 0-9 y el guión (-) serían una buena elección.
Las líneas que no coincidan con este formato no deberían estar presentes en el fichero.
(Actualmente, getservent(3), getservbyname(3), y getservbyport(3). las saltan silenciosamente.
Este archivo se podría distribuir a través de una red usando un servicio de nombres de red como Yellow Pages/NIS o BIND/Hesiod.
El fichero services podría tener el siguiente aspecto:
RFC de Números Asignados, más recientemente RFC 1700, (AKA STD0002).
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

/etc/shells es un fichero de texto que contiene el nombre de ruta completo para intérpretes de órdenes que puedan utilizarse al entrar en el sistema.
Este fichero es consultado por chsh(1) y está disponible también para su consulta por otros programas.
Tenga en cuenta que hay programas que consultan este fichero para averiguar si un usuario es un usuario corriente.
P.e.: los demonios FTP normalmente no permiten el acceso a aquellos usuarios con intérpretes de órdenes no incluidos en este fichero.
/etc/shells puede contener las siguientes rutas de acceso:
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El archivo utmp nos permite obtener información acerca de qué usuarios están usando el sistema actualmente.
No todas las aplicaciones usan el registro de utmp por lo que puede haber usuarios que no figuren.
Atención: utmp no debe ser modificable ya que muchos programas del sistema dependen (tontamente) de su integridad.
Corre el riesgo de tener registros del sistema ("logs" en inglés) incorrectos e incluso modificaciones indeseadas de archivos del sistema si deja que cualquiera pueda escribir en utmp.
El archivo es una secuencia de estructuras de utmp, declaradas a continuación en el archivo <utmp.h> (esto es sólo una posible definición ya que los detalles dependen de la versión de libc):
al compilarse en 32- y en 64-bit.
Esta estructura nos da el nombre del fichero especial asociado con el terminal del usuario, el nombre del usuario y el momento de inicio de sesión en el formato definido en time(2).
Los campos del tipo cadena terminan con bytes nulos ( ('\0') si no completan la totalidad del campo.
Las primeras entradas que se crean siempre proceden del procesamiento de inittab(5) por parte de init(1).
Sin embargo, antes de que se procese una entrada, init(1) limpia utmp asignando a ut_type el valor DEAD_PROCESS, limpiando los campos ut_user, ut_host y ut_time con caracteres nulos para cada registro cuyo campo ut_type no sea DEAD_PROCESS ni RUN_LVL y donde no exista ningún proceso con PID ut_pid.
Si no se puede encontrar ningún registro vacío con el ut_id que se necesita, init(1) crea uno nuevo.
Asigna un valor a ut_id a partir del inittab, a ut_pid y a ut_time a partir de los valores actuales y asigna a ut_type el valor INIT_PROCESS.
mingetty(8) (o agetty(8)) busca la entrada por el PID, cambia el valor de ut_type a LOGIN_PROCESS, cambia ut_time, asigna un valor a ut_line y espera a que se establezca la conexión.
Una vez que se produjo la autentifiación del usuario, login(1), cambia el valor de ut_type a USER_PROCESS, cambia ut_time y asigna un valor a ut_host y a ut_addr.
Dependiendo de mingetty(8) (o agetty(8)) y login(8), los registros se pueden buscar por ut_line en lugar de por ut_pid, como sería preferible.
Cuando init(1) detecta que un proceso ha terminado, busca su entrada utmp mediante ut_pid, asigna a ut_type el valor DEAD_PROCESS y limpia ut_user, ut_host y ut_time con bytes nulos.
xterm(1) y otros emuladores de terminal crean directamente un registro USER_PROCESS y generan ut_id con los caracteres siguientes de la cadena /dev/[pt]ty.
Si encuentran un DEAD_PROCESS para este ID, lo reutilizan; en caso contrario, crean una nueva entrada.
Si pueden, las marcarán como DEAD_PROCESS al terminar y se aconseja que también rellenen con bytes nulos los campos ut_line, ut_time, ut_user y ut_host.
telnetd(8) establece una entrada LOGIN_PROCESS y deja el resto a login(1), como es habitual.
Después de que termine la sesión de telnet, telnetd(8) limpia utmp de la forma descrita.
El archivo wtmp registra todos los inicios y finales de sesión.
Su formato es como el de utmp salvo que un nombre nulo de usuario indica el fin de sesión en la terminal asociada.
Además, el nombre de terminal ~ con nombre de usuario shutdown o reboot indica un cierre (shutdown) o reinicio del sistema y el par de nombres de terminal |/} registra la fecha antigua/nueva del sistema cuando la cambia date(1). wtmp se gestiona a través de login(1), init(1) y algunas versiones de getty(8) (por ejemplo: mingetty(8) o agetty(8)) Ninguno de estos programas crea el archivo, por lo que si se borra se desactiva el mantenimiento de los registros.
POSIX.1 no define la estructura de utmp, en cambio la define para utmpx (como parte de la extensión XSI) detallando especificaciones para los campos ut_type, ut_pid, ut_line, ut_id, ut_user y ut_tv.
Tampoco define la longitud de los campos ut_line y ut_user.
Linux define que la estructura de utmpx debe ser idéntica a la de utmp.
Las entradas de utmp no son conformes nia v7/BSD ni a System V sino que son una mezcla de ambos.
v7/BSD tiene un menor número de campo; principalmente no tiene ut_type lo que provoca que las aplicaciones nativas de este sistema muestren (entre otras cosas) algunas sesiones muertas.
Es más, no dispone de un archivos para configurar la reserva de entradas para sesiones al no disponer de campos ut_id.
En Linux (igual que en System V), el campo ut_id de un registro nunca cambiará una vez que se le haya asignado un valor, lo que reserva esa entrada sin necesidad de un fichero de configuración.
Limpiar el campo ut_id puede producir condiciones de carrera que den lugar a entradas utmp corruptas y a potenciales problemas de seguridad.
La semántica de System V no necesita la limpieza de los campos mencionados anteriormente rellenándolos con bytes nulos, pero esto permite ejecutar muchos programas que suponen una semántica BSD y que no modifican utmp.
Linux usa las convenciones de BSD para los contenidos de las líneas, tal y como se ha descrito anteriormente.
System V no tiene los campos ut_host ni ut_addr_v6.
A diferencia de otros sistemas, donde el registro de información en utmp se puede deshabilitar borrando el fichero, en Linux este fichero siempre debe existir.
Si quiere deshabilitar who(1) elimine el permiso de lectura de utmp de los permisos correspondientes a "otros".
El formato del fichero depende de la arquitectura de la máquina, por lo que se recomienda que sea procesado únicamente en la arquitectura en que fue creado.
Tenga en cuenta que en plataformas biarch (aquellas que pueden ejecutar aplicaciones de 32 y de 64 bits tales como x86-64,ppc64,s390x,etc...), ut_tv tiene el mismo tamaño en el mode de 32-bits y en el de 64-bits.
Lo mismo ocurre con ut_session y ut_time si existen.

El archivo utmp nos permite obtener información acerca de qué usuarios están usando el sistema actualmente.
No todas las aplicaciones usan el registro de utmp por lo que puede haber usuarios que no figuren.
Atención: utmp no debe ser modificable ya que muchos programas del sistema dependen (tontamente) de su integridad.
Corre el riesgo de tener registros del sistema ("logs" en inglés) incorrectos e incluso modificaciones indeseadas de archivos del sistema si deja que cualquiera pueda escribir en utmp.
El archivo es una secuencia de estructuras de utmp, declaradas a continuación en el archivo <utmp.h> (esto es sólo una posible definición ya que los detalles dependen de la versión de libc):
al compilarse en 32- y en 64-bit.
Esta estructura nos da el nombre del fichero especial asociado con el terminal del usuario, el nombre del usuario y el momento de inicio de sesión en el formato definido en time(2).
Los campos del tipo cadena terminan con bytes nulos ( ('\0') si no completan la totalidad del campo.
Las primeras entradas que se crean siempre proceden del procesamiento de inittab(5) por parte de init(1).
Sin embargo, antes de que se procese una entrada, init(1) limpia utmp asignando a ut_type el valor DEAD_PROCESS, limpiando los campos ut_user, ut_host y ut_time con caracteres nulos para cada registro cuyo campo ut_type no sea DEAD_PROCESS ni RUN_LVL y donde no exista ningún proceso con PID ut_pid.
Si no se puede encontrar ningún registro vacío con el ut_id que se necesita, init(1) crea uno nuevo.
Asigna un valor a ut_id a partir del inittab, a ut_pid y a ut_time a partir de los valores actuales y asigna a ut_type el valor INIT_PROCESS.
mingetty(8) (o agetty(8)) busca la entrada por el PID, cambia el valor de ut_type a LOGIN_PROCESS, cambia ut_time, asigna un valor a ut_line y espera a que se establezca la conexión.
Una vez que se produjo la autentifiación del usuario, login(1), cambia el valor de ut_type a USER_PROCESS, cambia ut_time y asigna un valor a ut_host y a ut_addr.
Dependiendo de mingetty(8) (o agetty(8)) y login(8), los registros se pueden buscar por ut_line en lugar de por ut_pid, como sería preferible.
Cuando init(1) detecta que un proceso ha terminado, busca su entrada utmp mediante ut_pid, asigna a ut_type el valor DEAD_PROCESS y limpia ut_user, ut_host y ut_time con bytes nulos.
xterm(1) y otros emuladores de terminal crean directamente un registro USER_PROCESS y generan ut_id con los caracteres siguientes de la cadena /dev/[pt]ty.
Si encuentran un DEAD_PROCESS para este ID, lo reutilizan; en caso contrario, crean una nueva entrada.
Si pueden, las marcarán como DEAD_PROCESS al terminar y se aconseja que también rellenen con bytes nulos los campos ut_line, ut_time, ut_user y ut_host.
telnetd(8) establece una entrada LOGIN_PROCESS y deja el resto a login(1), como es habitual.
Después de que termine la sesión de telnet, telnetd(8) limpia utmp de la forma descrita.
El archivo wtmp registra todos los inicios y finales de sesión.
Su formato es como el de utmp salvo que un nombre nulo de usuario indica el fin de sesión en la terminal asociada.
Además, el nombre de terminal ~ con nombre de usuario shutdown o reboot indica un cierre (shutdown) o reinicio del sistema y el par de nombres de terminal |/} registra la fecha antigua/nueva del sistema cuando la cambia date(1). wtmp se gestiona a través de login(1), init(1) y algunas versiones de getty(8) (por ejemplo: mingetty(8) o agetty(8)) Ninguno de estos programas crea el archivo, por lo que si se borra se desactiva el mantenimiento de los registros.
POSIX.1 no define la estructura de utmp, en cambio la define para utmpx (como parte de la extensión XSI) detallando especificaciones para los campos ut_type, ut_pid, ut_line, ut_id, ut_user y ut_tv.
Tampoco define la longitud de los campos ut_line y ut_user.
Linux define que la estructura de utmpx debe ser idéntica a la de utmp.
Las entradas de utmp no son conformes nia v7/BSD ni a System V sino que son una mezcla de ambos.
v7/BSD tiene un menor número de campo; principalmente no tiene ut_type lo que provoca que las aplicaciones nativas de este sistema muestren (entre otras cosas) algunas sesiones muertas.
Es más, no dispone de un archivos para configurar la reserva de entradas para sesiones al no disponer de campos ut_id.
En Linux (igual que en System V), el campo ut_id de un registro nunca cambiará una vez que se le haya asignado un valor, lo que reserva esa entrada sin necesidad de un fichero de configuración.
Limpiar el campo ut_id puede producir condiciones de carrera que den lugar a entradas utmp corruptas y a potenciales problemas de seguridad.
La semántica de System V no necesita la limpieza de los campos mencionados anteriormente rellenándolos con bytes nulos, pero esto permite ejecutar muchos programas que suponen una semántica BSD y que no modifican utmp.
Linux usa las convenciones de BSD para los contenidos de las líneas, tal y como se ha descrito anteriormente.
System V no tiene los campos ut_host ni ut_addr_v6.
A diferencia de otros sistemas, donde el registro de información en utmp se puede deshabilitar borrando el fichero, en Linux este fichero siempre debe existir.
Si quiere deshabilitar who(1) elimine el permiso de lectura de utmp de los permisos correspondientes a "otros".
El formato del fichero depende de la arquitectura de la máquina, por lo que se recomienda que sea procesado únicamente en la arquitectura en que fue creado.
Tenga en cuenta que en plataformas biarch (aquellas que pueden ejecutar aplicaciones de 32 y de 64 bits tales como x86-64,ppc64,s390x,etc...), ut_tv tiene el mismo tamaño en el mode de 32-bits y en el de 64-bits.
Lo mismo ocurre con ut_session y ut_time si existen.

El archivo utmp nos permite obtener información acerca de qué usuarios están usando el sistema actualmente.
No todas las aplicaciones usan el registro de utmp por lo que puede haber usuarios que no figuren.
Atención: utmp no debe ser modificable ya que muchos programas del sistema dependen (tontamente) de su integridad.
Corre el riesgo de tener registros del sistema ("logs" en inglés) incorrectos e incluso modificaciones indeseadas de archivos del sistema si deja que cualquiera pueda escribir en utmp.
El archivo es una secuencia de estructuras de utmp, declaradas a continuación en el archivo <utmp.h> (esto es sólo una posible definición ya que los detalles dependen de la versión de libc):
al compilarse en 32- y en 64-bit.
Esta estructura nos da el nombre del fichero especial asociado con el terminal del usuario, el nombre del usuario y el momento de inicio de sesión en el formato definido en time(2).
Los campos del tipo cadena terminan con bytes nulos ( ('\0') si no completan la totalidad del campo.
Las primeras entradas que se crean siempre proceden del procesamiento de inittab(5) por parte de init(1).
Sin embargo, antes de que se procese una entrada, init(1) limpia utmp asignando a ut_type el valor DEAD_PROCESS, limpiando los campos ut_user, ut_host y ut_time con caracteres nulos para cada registro cuyo campo ut_type no sea DEAD_PROCESS ni RUN_LVL y donde no exista ningún proceso con PID ut_pid.
Si no se puede encontrar ningún registro vacío con el ut_id que se necesita, init(1) crea uno nuevo.
Asigna un valor a ut_id a partir del inittab, a ut_pid y a ut_time a partir de los valores actuales y asigna a ut_type el valor INIT_PROCESS.
mingetty(8) (o agetty(8)) busca la entrada por el PID, cambia el valor de ut_type a LOGIN_PROCESS, cambia ut_time, asigna un valor a ut_line y espera a que se establezca la conexión.
Una vez que se produjo la autentifiación del usuario, login(1), cambia el valor de ut_type a USER_PROCESS, cambia ut_time y asigna un valor a ut_host y a ut_addr.
Dependiendo de mingetty(8) (o agetty(8)) y login(8), los registros se pueden buscar por ut_line en lugar de por ut_pid, como sería preferible.
Cuando init(1) detecta que un proceso ha terminado, busca su entrada utmp mediante ut_pid, asigna a ut_type el valor DEAD_PROCESS y limpia ut_user, ut_host y ut_time con bytes nulos.
xterm(1) y otros emuladores de terminal crean directamente un registro USER_PROCESS y generan ut_id con los caracteres siguientes de la cadena /dev/[pt]ty.
Si encuentran un DEAD_PROCESS para este ID, lo reutilizan; en caso contrario, crean una nueva entrada.
Si pueden, las marcarán como DEAD_PROCESS al terminar y se aconseja que también rellenen con bytes nulos los campos ut_line, ut_time, ut_user y ut_host.
telnetd(8) establece una entrada LOGIN_PROCESS y deja el resto a login(1), como es habitual.
Después de que termine la sesión de telnet, telnetd(8) limpia utmp de la forma descrita.
El archivo wtmp registra todos los inicios y finales de sesión.
Su formato es como el de utmp salvo que un nombre nulo de usuario indica el fin de sesión en la terminal asociada.
Además, el nombre de terminal ~ con nombre de usuario shutdown o reboot indica un cierre (shutdown) o reinicio del sistema y el par de nombres de terminal |/} registra la fecha antigua/nueva del sistema cuando la cambia date(1). wtmp se gestiona a través de login(1), init(1) y algunas versiones de getty(8) (por ejemplo: mingetty(8) o agetty(8)) Ninguno de estos programas crea el archivo, por lo que si se borra se desactiva el mantenimiento de los registros.
POSIX.1 no define la estructura de utmp, en cambio la define para utmpx (como parte de la extensión XSI) detallando especificaciones para los campos ut_type, ut_pid, ut_line, ut_id, ut_user y ut_tv.
Tampoco define la longitud de los campos ut_line y ut_user.
Linux define que la estructura de utmpx debe ser idéntica a la de utmp.
Las entradas de utmp no son conformes nia v7/BSD ni a System V sino que son una mezcla de ambos.
v7/BSD tiene un menor número de campo; principalmente no tiene ut_type lo que provoca que las aplicaciones nativas de este sistema muestren (entre otras cosas) algunas sesiones muertas.
Es más, no dispone de un archivos para configurar la reserva de entradas para sesiones al no disponer de campos ut_id.
En Linux (igual que en System V), el campo ut_id de un registro nunca cambiará una vez que se le haya asignado un valor, lo que reserva esa entrada sin necesidad de un fichero de configuración.
Limpiar el campo ut_id puede producir condiciones de carrera que den lugar a entradas utmp corruptas y a potenciales problemas de seguridad.
La semántica de System V no necesita la limpieza de los campos mencionados anteriormente rellenándolos con bytes nulos, pero esto permite ejecutar muchos programas que suponen una semántica BSD y que no modifican utmp.
Linux usa las convenciones de BSD para los contenidos de las líneas, tal y como se ha descrito anteriormente.
System V no tiene los campos ut_host ni ut_addr_v6.
A diferencia de otros sistemas, donde el registro de información en utmp se puede deshabilitar borrando el fichero, en Linux este fichero siempre debe existir.
Si quiere deshabilitar who(1) elimine el permiso de lectura de utmp de los permisos correspondientes a "otros".
El formato del fichero depende de la arquitectura de la máquina, por lo que se recomienda que sea procesado únicamente en la arquitectura en que fue creado.
Tenga en cuenta que en plataformas biarch (aquellas que pueden ejecutar aplicaciones de 32 y de 64 bits tales como x86-64,ppc64,s390x,etc...), ut_tv tiene el mismo tamaño en el mode de 32-bits y en el de 64-bits.
Lo mismo ocurre con ut_session y ut_time si existen.

La sección 6 del manual describe todos los juegos y pequeños entretenimientos disponibles en el sistema.
En el encabezado del código fuente de cada página de manual se encuentran los datos del autor de la misma y de los derechos de autor.
Tenga en cuenta que esa información puede ser distinta entre cada página.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

ASCII armenio, codificado en 8 bits.
En la siguiente tabla se muestras los caracteres imprimibles de ArmSCII-8 que no figuran en la página de manual de ascii(7).
Carácter Descripción _ 240 160 A0 ESPACIO SIN INTERRUPCIONES 242 162 A2 և PEQUEÑA LIGATURA ARMENIA ECH YIWN 243 163 A3 ։ PUNTO FINAL ARMENIO 244 164 A4 ) PARÉNTESIS DERECHO 245 165 A5 ( PARÉNTESIS IZQUIERDO 246 166 A6 » COMILLAS ANGULARES DERECHAS 247 167 A7 « COMILLAS ANGULARES IZQUIERDAS 250 168 A8 — GUIÓN MEDIO LARGO 251 169 A9 .
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

ASCII es el acrónimo de 'American Standard Code for Information Interchange' Código Estándar Americano para Intercambio de Información.
Es un código de 7 bits.
Muchos códigos de 8 bits (como el ISO 8859-1) incluyen los caracteres de ASCII en su primera parte.
La contraparte internacional de ASCII se conoce como ISO 646-IRV.
La tabla siguiente contiene los 128 caracteres ASCII.
Las secuencias de escape '\X' de código C se indican entre comillas.
l l l l | l l l l.
Para mayor comodidad, se proporciona la siguiente tabla de forma compacta en formato decimal y hexadecimal.
/etc/ascii (VII) figura en el Manual del Programador de UNIX.
En las terminales más antiguas, el subrayado (_) se muestra como una flecha izquierda, llamada "flecha atrás", el acento circunflejo (^) como una flecha arriba y la barra vertical tiene un agujero en medio.
Los caracteres mayúsculas y minúsculas difieren sólo en un bit y el carácter ASCII 2 también difiere de las comillas dobles en sólo un bit.
Esto hace que sea más sencilla la codificación de caracteres mecánicamente o con un teclado electrónico que no se base en un microcontrolador.
Esta combinación se daba en los viejos teletipos.
El estándar ASCII fue publicado por el United States of American Standards Institute (USASI) en 1968.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El proceso de incio (o "secuencia de inicio") varía en ciertos detalles entre sistemas, pero puede dividirse en varias etapas en base al componente que lo controle:
A continuación se describe cada uno de ellos con mayor detalle.
Después de pulsar el botón de encendido o el botón reset, se pasa el control a un programa almacenado en memoria de sólo lectura (normalmente PROM).
Por razones históricas de los PC, a este programa se suele denominar BIOS.
Este programa normalmente hace una autocomprobación básica del equipo y accede a la memoria no volátil para leer parámetros adicionales.
En el PC, esta memoria es de tipo CMOS con respaldo de batería, por lo que la mayoría de la gente se refiere a ella como CMOS, aunque fuera del mundo del PC se le llama usualmente nvram (non-volatile ram, RAM no volátil).
La cantidad de parámetros almacenados en la NVRAM varía entre sistemas, pero debería -como mínimo- definir qué dispositivo puede proporcionar un cargador para el sistema operativo o en cuales se debería comprobar si existe uno.
Este dispositivo se conoce como dispositivo de inicio.
Durante la primera etapa de inicio (hardware) se carga el cargador del sistema operativo desde una posición definida del dispositivo de inicio y luego se le transfiere el control.
Nota: El dispositivo desde el que se cargará el sistema operativo puede estar acoplado al equipo a través de una red, en cuyo caso los detalles para el inicio se darán mediante protocolos como DHCP, TFTP, PXE, Etherboot, etc...
La principal tarea del cargador de inicio es localizar el núcleo, cargarlo y ejecutarlo.
La mayoría de cargadores de inicio permiten un uso interactivo, para poder especificar un núcleo alternativo (posiblemente una copia de seguridad en caso de que el último núcleo compilado no funcione) y para pasar parámetros opcionales al núcleo.
Tradicionalmente, en los PC, el cargador del SO está localizado en el primer sector del dispositivo de inicio - es el llamado MBR (Master Boot Record).
En la mayoría de los sistemas, este cargador de inicio está limitado en base a varias restricciones.
Incluso en sistemas que no son PC hay algunas limitaciones al tamaño y complejidad del cargador, así que, la limitación de tamaño del MBR en los PC (512 bytes incluyendo la tabla de particiones) hace casi imposible introducir un cargador de inicio completo dentro de él.
La mayoría de sistemas operativos dividen la tarea de iniciarse entre un cargador de inicio primario y otro secundario; éste último puede estar localizado dentro dentro de otra partición mayor de almacenamiento permanente como por ejemplo una partición de disco.
En linux, el cargador de inicio suele ser lilo(8) o grub(8).
Una vez que se carga el núcleo, éste inicializa diversos componentes del equipo y del sistema operativo.
Cada porción de software responsable de esta tarea se suele considerar un controlador o driver para dicho componente.
El núcleo arranca el intercambiador de memoria virtual (es un proceso del núcleo llamado "kswapd" en los núcleos recientes de Linux) y monta el sistema de archivos raíz: /.
Algunos de los parámetros que se le pueden pasar al núcleo están relacionados con estas actividades (p.e: puede sobreescribir el sistema de archivos raíz por defecto).
Para más información sobre los parámetros del núcleo Linux consulte bootparam(7).
Después de esto, el núcleo creará el primer proceso en espacio de usuario al que asigna como número de PID (ID de proceso) el número 1.
Tradicionalmente, este proceso ejecuta el programa /sbin/init, pasándole cualquier parámetro que no haya podido ser manejado por el núcleo.
Nota: La siguiente descripción es de aplicación en sistemas operativos basados en la versión 4 de System V de UNIX.
Muchos sistemas ampliamente utiizados adoptaron un sistema relacionado pero con una base diferente conocido como systemd(1) en el cual el proceso de inicio se describe en su bootup(7) asociado.
Cuando se inicia /sbin/init, éste lee /etc/inittab en busca de instrucciones.
En este archivo se define qué debe ejecutarse según el nivel de ejecución permitiendo al administrador del sistema definir el entorno para ciertos usos de forma sencilla.
Cada nivel de ejecución está asociado a un conjunto de servicios.
Por ejemplo: el nivel de ejecución S es el modo monousuario y el nivel de ejecución 2 implica la ejecución de la mayoría de servicios de red.
El administrador puede modificar el nivel de ejecución actual mediante init(1) y ver el que está actualmente en ejecución con runlevel(8).
Sin embargo, puesto que no es conveniente gestionar los servicios individuales editando directamente este archivo, /etc/inittab solamente lanza un conjunto de scripts que son los que realmente arrancan/paran los servicios individuales.
Nota: La siguiente descripción se aplica a los sistemas basados en la versión de Unix System V.
Sin embargo, algunos sistemas ampliamente usados (Slackware Linux, FreeBSD, OpenBSD) tienen una estructura para los scripts de inicio algo diferente.
Para cada servicio gestionado (mail, nfs server, cron, etc.) hay un único script de inicialización ubicado en un directorio específico (/etc/init.d en la mayoría de versiones de Linux).
Cada uno de estos scripts acepta como único argumento la palabra 'start' (haciendo que se inicie el servicio) y la palabra 'stop' (hace que se detenga).
También podrán aceptar otros argumentos a conveniencia como por ejemplo 'restart' que hace que se detenga y se vuelva a iniciar, 'status' que muestra el estado en que se encuentra el servicio, etc...
Si se ejecuta sin ningún argumento, se listan todas las posibilidades que ofrece.
Para conseguir que ciertos scripts se inicien o se paren en diferentes niveles de ejecución y en un orden concreto, se crearon los directorios de ejecución en orden.
Se encuentran habitualmente en /etc/rc[0-6S].d.

Esta página de manual proporciona un breve repaso a los distintos estándares de codificación de caracteres y el modo en que se emplearon en Linux antes de que Unicode los reemplazase a todos.
Alguna de esta información continúa siendo útil para las personas que trabajen con equipo o documentación antiguos.
Se incluye información acerca de ASCII, GB 2312, ISO 8859, JIS, KOI8-R, KS y Unicode.
Se enfatiza principalmente en las codificaciones que se pueden encontrar actualmente en las distintas localizaciones en lugar de en la miríada de ellas que pueden encontrarse en otros sistemas.
ASCII (American Standard Code For Information Interchange, Código Estándar Americano para el Intercambio de Información) es el conjunto de caracteres original de 7 bits, diseñado inicialmente para el inglés americano.
También llamado ASCII-US.
Actualmente se describe en el estándar ISO 646:1991 IRV.
Existen diversas variantes del ASCII de 7 bits que reemplazan el signo del dolar por otros símbolos monetarios y caracteres de puntuación con caracteres alfabéticos no ingleses para cubrir el alemán, frances, español y otros.
No se recomienda usar ningún de ellos; la libc de GNU no soporta localizaciones cuyos conjuntos de caracteres no sean verdaderos superconjuntos del ASCII.
Si se usa UTF-8, Unicode es compatible con ASCII por lo que el antiguo ASCII se verá perfectamente en sistemas modernos que utilicen UTF-8.
ISO 8859 es una serie de 15 conjuntos de caracteres de 8 bits, los cuales tienen como su primera mitad (7 bits) el ASCII, caracteres de control invisibles en las posiciones 128 a 159, y 96 gráficos fijos desde la posición 160 hasta la 255.
El más importante es ISO 8859-1 (Alfabeto Latino nº1 / Latin-1).
Fue ampliamente implementado en diversos sistemas y está siendo gradualmente sustituido por Unicode.
Los primeros 256 caracteres de esta codificación coinciden con los 256 primeros caracteres de Unicode.
El soporte de consola para los otros conjuntos de caracteres 8859 está disponible en Linux a través de utilidades de usuario (como setfont(8)) que modifican las asociaciones de teclas y la tabla de gráficos EGA/VGA y emplean la tabla de tipos de letra de "correspondencia de usuario" en el controlador de consola.
Aquí se presentan breves descripciones de cada conjunto:
Latin-1 cubre la mayoría de lenguajes de Europa Occidental como el albanés, vasco, danés, inglés, feroés, gallego, islandés, irlandés, italiano, noruego, portugués, español y sueco.
La falta de las ligaduras neerlandesa Ĳ/ĳ, de la francesa œ y de las antiguas comillas alemana „“ se consideraba aceptable.
Latin-2 es el soporte para la mayoría de las lenguas eslavas y de Centro-Europa que se escriben con caracteres latinos: checo, alemán, húngaro, polaco, rumano, croata, eslovaco y esloveno.
Se consideraba aceptable tener que sustituir los caracteres rumanos ș/ț con ş/ţ.
Latin-3 fue creado para el esperanto, el maltés y el turco aunque posteriormente el turco emplearía 8859-9.
Latin-4 introdujo letras para idiomas del norte de Europa como el estonio, letón y lituano.
8859-5 Letras cirílicas para el búlgaro, bielorruso, macedonio, ruso, serbio y (casi por completo) ucraniano.
Nunca tuvo un amplio uso.
Vea la discusión sobre el KOI8-R/KOI8-U más adelante.
La tabla de glifos 8859-6 es un tipo fijo de formas de letra separadas, pero un mecanismo de visualización correcto debería combinar éstas usando las formas iniciales, medias y finales apropiadas.
8859-7 Fue creado para el griego actual en 1987 y posteriormente actualizado en el año 2003.
8859-8 Para el hebreo moderno sin 'niqud' (signos de puntuación).
Los 'niqud' y el hebreo bíblico 'oficial' se encuentran fuera del ámbito de este conjunto de caracteres; en Linux se prefiere la codificación UTF-8 para esto.
Ésta es una variante del Latin-1 que reemplaza letras islandesas con otras turcas.
El Latin 6 añade las últimas letras del inuit (esquimal de Groenlandia) y del sami (lapón) que faltaban en el Latin 4 para cubrir toda el área nórdica.
Implementa el alfabeto tailandés y es prácticamente idéntico al estándar TIS-620.
Esta codificación no existe.
Para las lenguas de la Ribera del Báltico; en particular, incluye los caracteres letones que no se encuentran en Latin-4.
Éste es el conjunto de caracteres celta, que implementa: el antiguo irlandés, el gaélico manx, el galés, el gaélico, el cornuallés y el bretón.
Latin-9 es parecido al -enormemente usado- Latin-1 salvo que reemplaza algunos de los símbolos menos usados con el símbolo del euro y algunos caracteres franceses y finlandeses no incuidos en Latin-1.
Este conjunto abarca muchos idiomas del sudeste de Europa y, lo que es más importante: tiene mejor soporte para el rumano que Latin-2.
El KOI8-R es un conjunto de caracteres no ISO popular en Rusia antes de la aparición de Unicode.
La primera mitad es el US ASCII; la segunda es un conjunto de caracteres cirílico algo mejor diseñado que el ISO 8859-5.
KOI8-U está basado en KOI8-R, con un mejor soporte para el ucraniano.

Los números complejos tiene el siguiente formato: z = a+b*i, donde a y b son números reales e i = raizcuadrada(-1), siendo i*i = -1.
Son posibles otras formas de representación de este número.
La pareja de números reales (a,b) puede verse como un punto en el plano dado por unas coordenadas X e Y.
Este punto también se puede denotar con el par de números reales (r,phi), siendo r la distancia al origen 0 y phi el ángulo entre el eje X y la línea Oz.
Las operaciones básicas se definen a continuación.
La práctica totalidad de funciones matemáticas tiene un homólogo complejo pero existen algunas funciones exclusivamente complejas.
Un compilador de C puede trabajar con números complejos si incluye soporte para el estándar C99.
Enlaza con -lm.
La unidad imaginaria se representa con I.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

Las Windows Code Pages contienen diversas extensiones de 8 bits al estándar ASCII (también conocdio como ISO 646-IRV).
CP 1251 contiene los caracteres del alfabeto cirílico.
En la siguiente tabla se incluyen los caracteres imprimibles de CP 1251 que no figuran en la página de manual de ascii(7).
CP 1251 también se conoce por Windows-1251.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

Windows Code Pages contiene extensiones de 8 bits para el conjunto ASCII (también conocido como ISO 646-IRV).
CP 1252 contiene caracteres empleados en varios idiomas de Europa occidental.
La siguiente tabla contiene los caracteres imprimibles de CP 1252 que no figuran en la página de manual de ascii(7).
También se conoce a CP 1252 como Windows-1252.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

Un fichero especial FIFO (una tubería con nombre) es similar a una tubería, salvo que se accede a él como parte del sistema de ficheros.
Puede ser abierto por múltiples procesos para lectura o escritura.
Cuando los procesos intercambian datos a través de la FIFO, el núcleo pasa todos los datos internamente sin escribirlos en el sistema de ficheros.
Por tanto, el fichero especial FIFO no tiene contenido en el sistema de ficheros, la entrada del sistema de ficheros simplemente sirve como un punto de referencia de tal manera que los procesos puedan acceder a la tubería usando un nombre del sistema de ficheros.
El núcleo mantiene exactamente un único objeto tubería para cada fichero especial FIFO que es abierto por, al menos, un proceso.
Se debe abrir la FIFO en ambos extremos (de lectura y escritura) antes de que se puedan pasar datos.
Normalmente, la apertura de la FIFO se bloquea hasta que el otro extremo también se abre.
Un proceso puede abrir una FIFO en modo no bloqueante.
En este caso, abrir en sólo lectura funcionará incluso si nadie ha abierto todavía el lado de escritura.
Abrir en sólo escritura fallará con una ENXIO (no existe tal dispositivo o dirección) a menos que el otro extremo ya se haya abierto.
En Linux, abrir una FIFO para lectura y escritura tendrá éxito tanto en modo bloqueante como no bloqueante.
POSIX deja sin definir este comportamiento.
Esto se puede usar para abrir una FIFO para escribir mientras no hay lectores disponibles.
Un proceso que usa ambos extremos de la conexión para comunicarse consigo mismo debería tener cuiado para evitar bloqueos mortales.
Para ver más detalles del funcionamiento de E/S en los FIFO, consulte pipe(7).
Cuando un proceso intenta escribir en una FIFO que no está abierta para lectura en el otro lado, se le envía una señal SIGPIPE.
Los archivos especiales FIFO se pueden crear con mkfifo(3) y se indican de manera especial en ls -l con el tipo de archivo q]p'.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

Un sistema Linux típico tiene, entre otros, los siguientes directorios:
/ Este es el directorio raiz.
Aquí comienza todo el árbol de directorios.
/bin Este directorio contiene programas ejecutables que son necesarios enel modo monousuario y para el inicio o reparación del sistema.
/boot Contiene archivos estáticos para el cargador de inicio (boot loader).
Este directorio contiene sólo los archivos necesarios durante el proceso de inicio.
El instalador del mapa de arranque y los archivos de configuracion deberían estar en /sbin y /etc.
El núcleo del sistema operativo (initrd por ejemplo) deberá estar en / o /boot.
/dev Archivos especiales o de dispositivo, que se refieren a dispositivos físicos.
/etc Contiene los archivos de configuración locales a la máquina.
Algunos paquetes software más grandes, como X11, pueden tener sus propios subdirectorios bajo /etc.
Los archivos de configuración generales pueden colocarse aquí o en /usr/etc.
No obstante, los programas siempre deberían buscar estos archivos en /etc, algunos de los cuales podrían ser enlaces hacia archivos en /usr/etc.
Archivos de configuración específicos de cada equipo para aplicaciones instaladas en /opt.
Este directorio contiene los archivos de configuración para SGML (opcional).
Cuando se crea una nueva cuenta de usuario, normalmente se copian los archivos de este directorio al directorio del usuario (directorio "home").
Archivos de configuración del sistema de ventanas X11 (opcional).
Este directorio contiene los archivos de configuración para XML (opcional).
/home Normalmente, en las máquinas que poseen directorios "home" para usuarios, éstos se hallan bajo este directorio, sea directa o indirectamente.
La estructura de este directorio depende de decisiones administrativas locales (opcional).
/lib Este directorio debe contener aquellas bibliotecas compartidas que son necesarias para arrancar el sistema y para ejecutar las órdenes del sistema de archivos raíz.
Estos directorios con variantes de /lib para sistemas con soporte para más de un formato de binarios que requieres diferentes librerías (opcional).
Módulos del núcleo activables (opcional).
Este directorios contiene trozos perdidos del sistema de archivos.
Suele tratarse de fragmentos de archivo alterados debido a un fallo de disco o una caida del sistema.
/media Contiene puntos de montaje de edios extraíbles tales como CD, DVD o lápices USB.
En sistemas donde existan más de un dispositivo para montar algunos medios podrán crearse puntos de montaje añadiendo un dígitos al nombre comenzando en el '0'.
Siempre debe existir el nombre no calificado.
Lector de CD-ROM (opcional).
Grabadora de CD (opcional).
Unidad Zip (opcional).
Unidad USB (opcional).
/mnt Este directorio es un punto de montaje para un sistema de archivos montado temporalmente.
En algunas distribuciones, mnt contiene subdirectorios para su uso como puntos de montaje de diversos sistemas de archivo temporales.
/opt Este directorio debería contener paquetes extra que contengan archivos estáticos.
/proc Este es el punto de montaje para el sistema de archivos proc, que proporciona información acerca de los procesos en ejecución y el núcleo.
Este pseudosistema de archivos se describe con más detalle en proc(5).
/root Este directorio suele ser el directorio personal para el usuario raíz (opcional).
/run Contiene información sobre el sistema desde que se inició.
Antiguamente se empleaba /var/run por lo que ciertas aplicaciones lo siguen usando.

La sección 7 de este manual contiene una visión general sobre diversos temas, describe convenciones y protocolos, estándares de conjuntos de caracteres, la estructura del sistema de ficheros estándar entre otros temas.
En el encabezado del código fuente de cada página de manual se encuentran los datos del autor de la misma y de los derechos de autor.
Tenga en cuenta que esa información puede ser distinta entre cada página.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits al conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-1 contiene los caracteres empleados en varios idiomas de Europa occidental.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles de ISO 8859-1 que no aparecen en la página de manual ascii(7).
También se conoce a ISO 8859-1 como Latin-1.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye diversos caracteres de 8 bits adicionales al conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-10 contiene caracteres empleados en idiomas nórdicos.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La table siguiente incluye los caracteres imprimible demISO 8859-10 que no están incluidos en la página de manual de ascii(7).
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 contiene caracteres de 8 bits adicionales al conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-11 define los caracteres empleados en el idioma tailandés.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente table contiene los caracteres imprimibles definidos en ISO 8859-11 y que no figuran en la página de manual de ascii(7).
ISO 8859-11 coincide con TIS (Estándar de la industria tailandesa, por sus siglas en inglés) 620-2253.Suele conocerse como TIS-620, con la excepción de que ISO 8859-11 define el carácter en la posición A0 como un espacio duro, mientras que TIS-620 no lo define de manera alguna.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits para el conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-13 contiene los caracteres empleados por los idiomas de los paises bálticos.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla incluye los caracteres imprimible de ISO 8859-13 que no figuran en la página de manual de ascii(7).
También se conoce a ISO 8859-13 como Latin-7.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluyen diversas extensiones de 8 bits del estándar ASCII (también conocido como ISO 646-IRV).
ISO 8859-14 contiene los caracteres empleados en los idiomas celtas.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
En la siguiente tabla se muestran los caracteres imprimible ISO 8859-14 que no figuran en la página de manual de ascii(7).
También se conoce a ISO 8859-14 como Latin-8.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits para el conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-15 contiene los caracteres empleados en muchos idiomas del occidente de Europa así como el símbolo del euro.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles del ISO 8859-15, que no aparecen en la pagina de manual ascii(7).
También se conoce a ISO 8859-15 como Latin-9 o como Latin-0.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye diversas extensions de 8 bits para el conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-16 contiene los caracteres empleados en los idiomas del sudeste de Europa.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
En la siguiente tabla, se incluyen los caracteres imprimibles de ISO 8859-16 que no figuran en la página de manual de ascii(7).
También se conocde a ISO 8859-16 como Latin-10.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits sobre el conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-2 incluye los caracteres latinos empleados en varios idiomas de Europa central y del este.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles delISO 8859-2, que no aparecen en la página de manual ascii(7).
También se conoce a ISO 8859-2 como Latin-2.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits para el conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-3 se utiliza para codificar idiomas del sudeste de Europa.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles del ISO 8859-3, que no aparecen en la página de manual ascii(7).
También se conoce a ISO 8859-3 como Latin-3.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits del conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-4 define el conjunto de caracteres empleados en idiomas escandinavos y bálticos.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
En la siguiente tabla se incluyen los caracteres imprimibles de ISO 8859-4 que no aparecen en la página de manual de ascii(7).
También se conoce a ISO 8859-4 como Latin-4.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits para el conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-5 se utiliza para codificar idiomas del este de Europa.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles del ISO 8859-5, que no aparecen en la página de manual ascii(7).
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits del conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-6 define el conjunto de caracteres empleados en el idioma árabe.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
En la siguiente tabla se incluyen caracteres ISO 8859-6 imprimibles y que no aparecen listado en la página de manual de ascii(7).
ISO 8859-6 no incluyen glifos necesarios para algunos idiomas relacionado como el Urdu o el Persa (Farsi).
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye diversas extensiones de 8 bits al conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-8 define los caracteres empleados en el hebreo moderno.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La tabla siguiente define los caracteres imprimibles de ISO 8859-8 y que no figuran en la página de manual de ascii(7).
El estándar ISO 8859-8 se conoce también como ISO-IIR-138.
ISO 8859-8 no incluye vocales cortas, símbolos diacríticos ni previsión para Yidis.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits al conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-1 contiene los caracteres empleados en varios idiomas de Europa occidental.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles de ISO 8859-1 que no aparecen en la página de manual ascii(7).
También se conoce a ISO 8859-1 como Latin-1.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye diversos caracteres de 8 bits adicionales al conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-10 contiene caracteres empleados en idiomas nórdicos.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La table siguiente incluye los caracteres imprimible demISO 8859-10 que no están incluidos en la página de manual de ascii(7).
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 contiene caracteres de 8 bits adicionales al conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-11 define los caracteres empleados en el idioma tailandés.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente table contiene los caracteres imprimibles definidos en ISO 8859-11 y que no figuran en la página de manual de ascii(7).
ISO 8859-11 coincide con TIS (Estándar de la industria tailandesa, por sus siglas en inglés) 620-2253.Suele conocerse como TIS-620, con la excepción de que ISO 8859-11 define el carácter en la posición A0 como un espacio duro, mientras que TIS-620 no lo define de manera alguna.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits para el conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-13 contiene los caracteres empleados por los idiomas de los paises bálticos.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla incluye los caracteres imprimible de ISO 8859-13 que no figuran en la página de manual de ascii(7).
También se conoce a ISO 8859-13 como Latin-7.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits para el conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-15 contiene los caracteres empleados en muchos idiomas del occidente de Europa así como el símbolo del euro.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles del ISO 8859-15, que no aparecen en la pagina de manual ascii(7).
También se conoce a ISO 8859-15 como Latin-9 o como Latin-0.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye diversas extensions de 8 bits para el conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-16 contiene los caracteres empleados en los idiomas del sudeste de Europa.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
En la siguiente tabla, se incluyen los caracteres imprimibles de ISO 8859-16 que no figuran en la página de manual de ascii(7).
También se conocde a ISO 8859-16 como Latin-10.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits sobre el conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-2 incluye los caracteres latinos empleados en varios idiomas de Europa central y del este.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles delISO 8859-2, que no aparecen en la página de manual ascii(7).
También se conoce a ISO 8859-2 como Latin-2.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits para el conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-3 se utiliza para codificar idiomas del sudeste de Europa.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles del ISO 8859-3, que no aparecen en la página de manual ascii(7).
También se conoce a ISO 8859-3 como Latin-3.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits del conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-4 define el conjunto de caracteres empleados en idiomas escandinavos y bálticos.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
En la siguiente tabla se incluyen los caracteres imprimibles de ISO 8859-4 que no aparecen en la página de manual de ascii(7).
También se conoce a ISO 8859-4 como Latin-4.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits para el conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-5 se utiliza para codificar idiomas del este de Europa.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles del ISO 8859-5, que no aparecen en la página de manual ascii(7).
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits del conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-6 define el conjunto de caracteres empleados en el idioma árabe.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
En la siguiente tabla se incluyen caracteres ISO 8859-6 imprimibles y que no aparecen listado en la página de manual de ascii(7).
ISO 8859-6 no incluyen glifos necesarios para algunos idiomas relacionado como el Urdu o el Persa (Farsi).
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits para el conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-7 codifica los caracteres usados en griego moderno monotónico.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles del ISO 8859-7, que no aparecen en la pagina de manual ascii(7).
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye diversas extensiones de 8 bits al conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-8 define los caracteres empleados en el hebreo moderno.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La tabla siguiente define los caracteres imprimibles de ISO 8859-8 y que no figuran en la página de manual de ascii(7).
El estándar ISO 8859-8 se conoce también como ISO-IIR-138.
ISO 8859-8 no incluye vocales cortas, símbolos diacríticos ni previsión para Yidis.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits para el conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-9 codifica los caracteres usados en turco.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles del ISO 8859-9, que no aparecen en la pagina de manual ascii(7).
Se conoce a ISO 8859-9 también como Latin-5.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits al conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-1 contiene los caracteres empleados en varios idiomas de Europa occidental.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles de ISO 8859-1 que no aparecen en la página de manual ascii(7).
También se conoce a ISO 8859-1 como Latin-1.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye diversos caracteres de 8 bits adicionales al conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-10 contiene caracteres empleados en idiomas nórdicos.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La table siguiente incluye los caracteres imprimible demISO 8859-10 que no están incluidos en la página de manual de ascii(7).
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 contiene caracteres de 8 bits adicionales al conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-11 define los caracteres empleados en el idioma tailandés.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente table contiene los caracteres imprimibles definidos en ISO 8859-11 y que no figuran en la página de manual de ascii(7).
ISO 8859-11 coincide con TIS (Estándar de la industria tailandesa, por sus siglas en inglés) 620-2253.Suele conocerse como TIS-620, con la excepción de que ISO 8859-11 define el carácter en la posición A0 como un espacio duro, mientras que TIS-620 no lo define de manera alguna.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits para el conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-13 contiene los caracteres empleados por los idiomas de los paises bálticos.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla incluye los caracteres imprimible de ISO 8859-13 que no figuran en la página de manual de ascii(7).
También se conoce a ISO 8859-13 como Latin-7.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluyen diversas extensiones de 8 bits del estándar ASCII (también conocido como ISO 646-IRV).
ISO 8859-14 contiene los caracteres empleados en los idiomas celtas.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
En la siguiente tabla se muestran los caracteres imprimible ISO 8859-14 que no figuran en la página de manual de ascii(7).
También se conoce a ISO 8859-14 como Latin-8.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits para el conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-15 contiene los caracteres empleados en muchos idiomas del occidente de Europa así como el símbolo del euro.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles del ISO 8859-15, que no aparecen en la pagina de manual ascii(7).
También se conoce a ISO 8859-15 como Latin-9 o como Latin-0.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye diversas extensions de 8 bits para el conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-16 contiene los caracteres empleados en los idiomas del sudeste de Europa.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
En la siguiente tabla, se incluyen los caracteres imprimibles de ISO 8859-16 que no figuran en la página de manual de ascii(7).
También se conocde a ISO 8859-16 como Latin-10.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits para el conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-3 se utiliza para codificar idiomas del sudeste de Europa.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles del ISO 8859-3, que no aparecen en la página de manual ascii(7).
También se conoce a ISO 8859-3 como Latin-3.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits para el conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-5 se utiliza para codificar idiomas del este de Europa.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles del ISO 8859-5, que no aparecen en la página de manual ascii(7).
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits del conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-6 define el conjunto de caracteres empleados en el idioma árabe.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
En la siguiente tabla se incluyen caracteres ISO 8859-6 imprimibles y que no aparecen listado en la página de manual de ascii(7).
ISO 8859-6 no incluyen glifos necesarios para algunos idiomas relacionado como el Urdu o el Persa (Farsi).
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits para el conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-7 codifica los caracteres usados en griego moderno monotónico.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles del ISO 8859-7, que no aparecen en la pagina de manual ascii(7).
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits para el conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-9 codifica los caracteres usados en turco.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles del ISO 8859-9, que no aparecen en la pagina de manual ascii(7).
Se conoce a ISO 8859-9 también como Latin-5.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El RFC 1489 define el conjunto de 8 bits KOI8-R que contiene los caracteres empleados en el idioma ruso.
En la siguiente tabla de muestran los caracteres imprimibles de KOI8-R que no figuran en la página de manual de ascii(7).
Las diferencias respecto de KOI8-U están en las posiciones hexadecimales A4, A6, A7, AD, B4, B6, B7y BD.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El RFC 2310 define el conjunto de caracteres de 8 bits llama do KOI8-U que engloba los caracteres empleados en los idiomas ucraniano y bielorruso.
La tabla siguiente muestra los caracteres imprimibles de KOI8-U y que no aparecen en la página de manual de ascii(7).
Las diferencias respecto a KOI8-R están en las siguientes posiciones hexadecimales: A4, A6, A7, AD, B4, B6, B7 y BD.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye diversas extensions de 8 bits para el conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-16 contiene los caracteres empleados en los idiomas del sudeste de Europa.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
En la siguiente tabla, se incluyen los caracteres imprimibles de ISO 8859-16 que no figuran en la página de manual de ascii(7).
También se conocde a ISO 8859-16 como Latin-10.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits sobre el conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-2 incluye los caracteres latinos empleados en varios idiomas de Europa central y del este.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles delISO 8859-2, que no aparecen en la página de manual ascii(7).
También se conoce a ISO 8859-2 como Latin-2.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits para el conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-3 se utiliza para codificar idiomas del sudeste de Europa.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles del ISO 8859-3, que no aparecen en la página de manual ascii(7).
También se conoce a ISO 8859-3 como Latin-3.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits del conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-4 define el conjunto de caracteres empleados en idiomas escandinavos y bálticos.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
En la siguiente tabla se incluyen los caracteres imprimibles de ISO 8859-4 que no aparecen en la página de manual de ascii(7).
También se conoce a ISO 8859-4 como Latin-4.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits para el conjunto de caracteres ASCII (también conocido como ISO 646-IRV).
ISO 8859-9 codifica los caracteres usados en turco.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles del ISO 8859-9, que no aparecen en la pagina de manual ascii(7).
Se conoce a ISO 8859-9 también como Latin-5.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits para el conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-13 contiene los caracteres empleados por los idiomas de los paises bálticos.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla incluye los caracteres imprimible de ISO 8859-13 que no figuran en la página de manual de ascii(7).
También se conoce a ISO 8859-13 como Latin-7.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluyen diversas extensiones de 8 bits del estándar ASCII (también conocido como ISO 646-IRV).
ISO 8859-14 contiene los caracteres empleados en los idiomas celtas.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
En la siguiente tabla se muestran los caracteres imprimible ISO 8859-14 que no figuran en la página de manual de ascii(7).
También se conoce a ISO 8859-14 como Latin-8.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 incluye varias extensiones de 8 bits para el conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-15 contiene los caracteres empleados en muchos idiomas del occidente de Europa así como el símbolo del euro.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente tabla muestra los caracteres imprimibles del ISO 8859-15, que no aparecen en la pagina de manual ascii(7).
También se conoce a ISO 8859-15 como Latin-9 o como Latin-0.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

groff -Tascii -man fichero ...
groff -Tps -man fichero ...
Esta página del manual describe el paquete de macros groff an.tmac (a menudo llamado el paquete de macros man).
El programador debe usar este paquete de macros cuando escriba o porte páginas del manual para Linux.
Al ser bastante compatible con otras versiones, portar páginas del manual no debería dar mayores problemas (con excepción de la distribución incluida en NET-2 BSD, que utiliza un paquete de macros totalmente distinto llamado mdoc.
Dése cuenta que las páginas de manual mdoc de NET-2 BSD se pueden usar con groff simplemente especificando la opción -mdoc en vez de la opción -man.
De todas formas, se recomienda utilizar la opción -mandoc porque así detecta de forma automática qué paquete de macros se está utilizando.
Por convención, debería usarse cuando se escriban páginas de manual para el paquete man-pages, consulte man-pages(7).
Para más información sobre los argumentos de la orden TH, consulte man-pages(7).
Dése cuenta que las páginas de manual de BSD con formato mdoc comienzan con la orden Dd, no con la orden TH.
El inicio de las secciones se etiqueta con .SH seguido del título.
El único encabezado obligatorio es NOMBRE.
Debería ser la primera sección e ir seguido de una breve descripción del programa en la siguiente línea:
Es muy importante respetar este formato así como poner una barra invertida antes del guión que sigue al nombre.
La aplicación mandb(8) crea una base de datos con estas descripciones cortas que luego usarán las órdenes whatis(1) y apropos(1).
Consulte lexrog(1) para más detalles acerca de la sintaxis de la sección NOMBRE.
En man-pages(7) tiene una lista de otras secciones que pueden aparecer en una página de manual.
Las órdenes para seleccionar el tipo de letra son:
Tradicionalmente, cada orden puede tener seis argumentos como máximo, pero la implementación de GNU elimina esta limitación (aunque tal vez usted todavía quiera limitarse a 6 argumentos en aras de la portabilidad).
Los argumentos se delimitan por espacios y si el propio argumento contiene espacios, se deben usar comillas dobles.
Para las macros que producen tipos de letra alternos, los argumentos se imprimirán uno al lado del otro sin espacios intermedios, de modo que la orden &.BR se puede utilizar para especificar una palabra en negrita seguida de un signo de puntuación.
Si no se proporcionan argumentos, la orden se aplica a la siguiente línea de texto.
A continuación hay otras macros relevantes y cadenas predefinidas.
A no ser que se indique lo contrario, todas las macros provocan un salto (fin de la línea actual de texto).
Muchas de estas macros configuran o usan el "sangrado predominante".
Cualquier macro con el parámetro i debajo, asigna un valor al "sangrado predominante".
Las macros pueden omitir la i en cuyo caso se usará el actual sangrado predominante.
Como resultado, los párrafos identados que hay a continuación pueden usar el mismo sangrado sin necesidad de redefinir su valor.
Un párrafo normal (sin sangrado) restaura el valor del sangrado predominante a su valor por omisión (0,5 pulgadas).
Por defecto, un sangrado dado se mide en ens.
Intente utiliza siempre ens o ems como unidades de medida en las identaciones, ya que éstas se ajustarán automáticamente a los cambios en el tamaño de las fuentes.
Las otras definiciones de macro claves son:
.LP Lo mismo que .PP (comienza un nuevo párrafo).
.P Lo mismo que .PP (comienza un nuevo párrafo).
.PP Comienza un nuevo párrafo y restaura el sangrado predominante.
.RS i Comienza un sangrado de margen relativo: mueve el margen izquierdo i pulgadas a la derecha (si se omite i, se usa el valor del sangrado predominante).
Se asigna al sangrado predominante un nuevo valor de 0,5 pulgadas.
Como resultado, todos los párrafos siguientes se sangrarán hasta el correspondiente .RE.
.RE Finaliza un sangrado del margen relativo y restaura el valor anterior del sangrado predominante.
.HP i Comienza un párrafo con un sangrado colgante (la primera línea del párrafo comienza en el margen izquierdo de los párrafos normales y el resto de líneas del párrafo se sangran).

termio es el nombre dado a la antigua interfaz del controlador de terminal de System V.
Dicha interfaz definía un estructura termio que guardaba la configuración del terminal y diversas operaciones ioctl(2) para obtener y definir atributos del terminal.
La interfaz termio está obsoleta, POSIX.1-1990 define una estandarización de una versión modificada llamada termios.
La estructurala estructura de datos de POSIX.1 difiere ligeramente de la versión System V.
POSIX.1definió un conjunto de funciones para reemplazar las diversas operaciones ioctl(2)que existían en System V.
Si la página de manual que busca se denomina "termio", seguramente encuentre la información que busca en termios(3) o en ioctl_tty(2).
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar ISO 8859 contiene caracteres de 8 bits adicionales al conjunto ASCII (también conocido como ISO 646-IRV).
ISO 8859-11 define los caracteres empleados en el idioma tailandés.
La totalidad del conjunto ISO 8859 incluye los siguientes alfabetos:
La siguiente table contiene los caracteres imprimibles definidos en ISO 8859-11 y que no figuran en la página de manual de ascii(7).
ISO 8859-11 coincide con TIS (Estándar de la industria tailandesa, por sus siglas en inglés) 620-2253.Suele conocerse como TIS-620, con la excepción de que ISO 8859-11 define el carácter en la posición A0 como un espacio duro, mientras que TIS-620 no lo define de manera alguna.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El estándar internacional ISO 10646 define el conjunto de caracteres UCS (Universal Character Set - Conjunto de Caracteres Universal).
UCS contiene todos los caracteres de todos los demás estándares de conjuntos de caracteres.
También garantiza una compatibilidad de ida y vuelta (round-trip), es decir, se pueden construir tablas de conversión de tal forma que no se pierda ninguna información cuando una cadena se convierta desde cualquier otra codificación a UCS y viceversa.
UCS contiene los caracteres necesarios para representar prácticamente todos los lenguajes conocidos.
Esto incluye no sólo los alfabetos latino, griego, cirílico, árabe, armenio y georgiano sino también chino, japones y la variante Han de los ideogramas coreanos además de alfabetos como Hiragana, Katakana, Hangul, Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam, Thai, Lao, Khmer, Bopomofo, Tibetan, Runic, Ethiopic, Canadian Syllabics, Cherokee, Mongolian, Ogham, Myanmar, Sinhala, Thaana, Yi y otros.
Para aquellos alfabetos aún no cubiertos, todavía se está investigando cómo codificarlos de la mejor manera posible para su uso en sistemas informáticos.
Al final, esto podría incluir no sólo jeroglíficos y varios lenguajes indo-europeos históricos sino incluso algunos alfabetos artísticos seleccionados como Tengwar, Cirth y Klingon.
UCS abarca también un gran número de símbolos gráficos, tipográficos, matemáticos y científicos, que incluyen aquellos provistos por TeX, Postscript, APL, MS-DOS, MS-Windows, Macintosh, fuentes OCR, así como varios sistemas de procesamiento de texto y publicación, añadiéndose más cada día.
El estándar UCS (ISO 10646) describe una arquitectura del conjunto de caracteres de 31 bits que consiste en 128 grupos de 24 bits, cada uno dividido en 256 planos de 16 bits formados por 256 filas con 256 columnas, una por cada carácter.
La primera parte del estándar (ISO 10646-1) define las primeras 65534 posiciones de los códigos (0x0000 a 0xfffd), que forman el BMP (Basic Multilingual Plane - Plano Multilingüe Básico), que es el plano 0 en el grupo 0.
La segunda parte del estándar (ISO 10646-2) añade caracteres al grupo 0 fuera del BMP en varios planos adicionales en el rango de 0x10000 a 0x10ffff.
No hay intenciones de añadir caracteres al estándar más allá de 0x10ffff, por consiguiente, de todo el espacio de códigos, solamente una pequeña fracción del grupo 0 será usada realmente en un futuro previsible.
El BMP contiene todos los caracteres que se encuentran en los otros conjuntos de caracteres usados frecuentemente.
Los planos adicionales añadidos por ISO 10646-2 abarcan sólo más caracteres exóticos para necesidades científicas especiales, impresión de diccionarios, industria de la publicación, protocolos de más alto nivel y necesidades entusiastas.
La representación de cada carácter UCS como una palabra de 2 bytes es referida como la forma UCS-2 (sólo para caracteres BMP), mientras que UCS-4 es la representación de cada carácter como una palabra de 4 bytes.
Además, existen dos formas de codificación, UTF-8 por compatibilidad hacia atrás con software que maneje ASCII y UTF-16 por compatibilidad hacia atrás con software UCS-2 que maneje caracteres fuera del BMP por debajo de 0x10ffff.
Los caracteres UCS del 0x0000 al 0x007f son idénticos a los del clásico conjunto de caracteres US-ASCII y los caracteres en el rango de 0x0000 a 0x00ff son idénticos a los del conjunto de caracteres ISO 8859-1 (Latin-1).
Algunos códigos en UCS han sido asignados como caracteres de combinación.
Éstos son similares a las teclas de acento en una máquina de escribir.
Un carácter de combinación sólo añade un acento al carácter previo.
Los caracteres acentuados más importantes tienen códigos propios en UCS, sin embargo, el mecanismo de combinación de caracteres permite añadir acentos y otras marcas diacríticas a cualquier carácter.
Los caracteres de combinación siempre siguen al carácter al cual modifican.
Por ejemplo, en alemán el carácter Umlaut-A ("A mayúscula con diéresis") puede representarse por el ya compuesto código UCS 0x00c4, o alternativamente como la combinación de una "A mayúscula" normal seguida por una "diéresis de combinación": 0x0041 0x0308.
Los caracteres de combinación son esenciales para, por ejemplo, codificar el alfabeto Tai o para tipografía matemática y para usuarios del Alfabeto Fonético Internacional.
Puesto que no se espera que todos los sistemas soporten mecanismos avanzados tales como los caracteres de combinación, el ISO 10646-1 especifica los siguientes tres grados de implementación del UCS:
Nivel 1 Los caracteres de combinación y caracteres Hangul Jamo (una codificación especial del coreano, en la que un glifo (glyph) de una sílaba Hangul se codifica como una terna o un par de códigos de vocal/consonante) no están implementados.
Nivel 2 Además de los del nivel 1, se permiten caracteres de combinación para algunos idiomas donde resultan esenciales (p.ej., Tai, Lao, hebreo, árabe, Devangari, Malayalam).
Nivel 3 Todos los caracteres de UCS están soportados.
El estándar Unicode 3.0 publicado por el Consorcio Unicode contiene exactamente el Plano Multilingüe Básico UCS implementado al nivel 3, según se describe en ISO 10646:2000.
Unicode 3.1 añade los planos adicionales de ISO 10646-2.
El estándar Unicode y los informes técnicos publicados por el Consorcio Unicode proporcionan mucha información adicional sobre la semántica y los usos recomendados de varios caracteres.
Proporcionan pautas y algoritmos para editar, ordenar, comparar, normalizar, convertir y mostrar cadenas Unicode.
Bajo GNU/Linux, el tipo en C wchar_t es un tipo entero de 32 bits con signo.
Sus posibles valores son interpretados siempre por la biblioteca C como códigos UCS (en todas las localizaciones), una convención que es notificada por la biblioteca C de GNU a las aplicaciones definiendo la constante __STDC_ISO_10646__ tal como se especifica en el estándar ISO C 99.
El estándar UCS/Unicode puede ser utilizado exactamente igual que el ASCII en flujos de entrada/salida, comunicación con la terminal, ficheros en texto plano, nombres de fichero y variables de entorno en la codificación multibyte UTF-8 compatible con ASCII.
Para indicar el uso de UTF-8 como codificación de caracteres a todas las aplicaciones, debe seleccionarse una locale adecuada a través de las variables de entorno (p.ej., "LANG=en_GB.UTF-8").
La función nl_langinfo(CODESET) devuelve el nombre de la codificación escogida.
Pueden utilizarse funciones de biblioteca tales como wctomb(3) y mbsrtowcs(3) para convertir los caracteres y cadenas internas wchar_t a la codificación de caracteres del sistema y viceversa, y la función wcwidth(3) para averiguar cuantas posiciones (0–2) avanzó el cursor al escribir un caracter.
En el BMP, el rango de 0xe000 a 0xf8ff ningún carácter será nunca asignado por el estándar y dicha zona se reserva para uso privado.
Para la comunidad Linux, esta área privada ha sido subdividida aún más en el rango de 0xe000 a 0xefff que puede ser utilizado a nivel particular por cualquier usuario final y la zona Linux en el rango de 0xf000 a 0xf8ff donde las extensiones se coordinan entre todos los usuarios de Linux.

Un identificador uniforme de recursos (URI) es una cadena de caracteres corta que identifica un recurso abstracto o físico (por ejemplo, una página web).
Localizador de Recursos Uniforme (URL) es un URI que identifica un recurso por su mecanismo de acceso primario (por ejemplo, su ubicación de), antes que por su nombre o algún otro atributo del recurso.
Un Nombre de Recurso Uniforme (URN) es un URI que debe ser globalmente único y permanecer aun cuando el recurso deja de existir o pasa a ser inaccesible.
Los URI son la forma estándar de nombrar los destinos de los hiperenlaces para herramientas tales como los navegadores web.
La cadena "http://www.kernel.org" es un URL (y también un URI).
Algunas personas usan el término URL únicamente como sinónimo de URI (aunque técnicamente URLs son parte de los URI).
Los URI pueden ser absolutos o relativos.
Un identificador absoluto se refiere a un recurso independiente del contexto, mientras que un identificador relativo apunta a un recurso a través de las diferencias del contexto actual.
Dentro de una referencia a una ruta relativa, los segmentos de ruta completos "." y ".." tienen significados especiales: "el nivel jerárquico actual" y "el nivel superior a este nivel jerárquico", respectivamente, Tal y como lo hacen los sistemas al estilo UNIX.
Un segmento de ruta que contiene el carácter ":" no puede ser usado como el primer segmento de ruta relativa URI (por ejemplo, "esto:aquello"), porque sería erróneo para el esquema de nombres.
Preceda tales segmentos con ./ ((por ejemplo "./esto:aquello").
Advierta que los descendientes de MS-DOS (por ejemplo, Microsoft Windows) reemplazan los dos puntos de los nombres de dispositivo con la barra vertical ("|") en URI, por lo que "C:" se convierten en "C|".
Un identificador de fragmento, si es incluido, se refiere a una porción particular identificada (fragmento) de un recurso.
El texto después de un '#' identifica al fragmento.
Un URI que comience con '#' se refiere al fragmento del recurso actual.
Hay diferentes esquemas URI, cada uno con reglas y significados adicionales, pero intencionadamente se hacen tan similares como sea posible.
Por ejemplo, muchos esquemas URL permiten que la autoridad tenga el siguiente formato, llamado aquí un servidor_ip (los corchetes muestran qué es opcional):
Este formato te permite opcionalmente insertar un nombre de usuario, una contraseña y/o un número de puerto.
El host es el nombre del ordenador que hace de anfitrión, y su nombre se puede determinar mediante su DNS o una dirección IP (números separados por puntos).
Por lo que el URI <http://fred:fredcontraseña@example.com:8080/> se introduce en el servidor web del anfitrión example.com como fred (usando fredcontraseña) usando el puerto 8080.
Evite incluir contraseñas en un URI si es posible debido a los muchos riesgos para la seguridad que supone tener un password escrito.
Si el URL facilita el nombre de usuario, pero no la contraseña, y el servidor remoto pide la contraseña, el programa que interpreta el URL debe requerir una del usuario.
Aquí hay algunos de los esquemas más comunes usados por sistemas al estilo UNIX, los cuales son comprendidos por muchas aplicaciones.
Advierta que algunas aplicaciones usan URI y también tienen esquemas internos o esquemas especializados.
Vea en esas aplicaciones la documentación para informarse sobre esos esquemas.
Esto es un URL accediendo a un servidor (HTTP) Web.
El puerto por defecto es 80.
Si la ruta se refiere a un directorio, el servidor web elegirá que devolver.
Normalmente, si existe un fichero llamado "index.html" o "index.htm" será mostrado, en otro caso, se devuelve una lista de los ficheros del directorio actual (con los enlaces apropiados).
Un ejemplo es <http://lwn.net>.
Una pregunta se puede dar en el formato obsoleto "isindex", constituido por una palabra o frase y no incluyendo un signo igual(=).
Una petición también se puede dar en un formato más largo "GET", el cual tiene una o más peticiones de entrada para el formulario variable=valor separadas por el carácter ampersand (&).
Advierta que variable puede ser repetida más de una vez, piense que son el servidor web y sus aplicaciones los encargados de determinar si tiene significado.
Existe una interacción desafortunada entre HTML/XML/SGML y este formato.
Cuando tales URI con más de una variable se insertan en un documento SGML/XML (incluyendo HTML), el ampersand (&) es reescrito como &amp;.
Advierta que no todas las preguntas tienen este formato.
Formatos más largos puede que sean demasiado largos para ser almacenados como una URI, por lo que usan un mecanismo interactivo diferente llamado POST, el cual no incluye los datos en el URI.
Véase la especificación del "Common Gateway Interface" en ⟨http://www.w3.org/CGI⟩ para más información.
Este es un URL de acceso a ficheros a través del protocolo de transferencia de ficheros (FTP).
El puerto por defecto (para control) es el 21.

Un identificador uniforme de recursos (URI) es una cadena de caracteres corta que identifica un recurso abstracto o físico (por ejemplo, una página web).
Localizador de Recursos Uniforme (URL) es un URI que identifica un recurso por su mecanismo de acceso primario (por ejemplo, su ubicación de), antes que por su nombre o algún otro atributo del recurso.
Un Nombre de Recurso Uniforme (URN) es un URI que debe ser globalmente único y permanecer aun cuando el recurso deja de existir o pasa a ser inaccesible.
Los URI son la forma estándar de nombrar los destinos de los hiperenlaces para herramientas tales como los navegadores web.
La cadena "http://www.kernel.org" es un URL (y también un URI).
Algunas personas usan el término URL únicamente como sinónimo de URI (aunque técnicamente URLs son parte de los URI).
Los URI pueden ser absolutos o relativos.
Un identificador absoluto se refiere a un recurso independiente del contexto, mientras que un identificador relativo apunta a un recurso a través de las diferencias del contexto actual.
Dentro de una referencia a una ruta relativa, los segmentos de ruta completos "." y ".." tienen significados especiales: "el nivel jerárquico actual" y "el nivel superior a este nivel jerárquico", respectivamente, Tal y como lo hacen los sistemas al estilo UNIX.
Un segmento de ruta que contiene el carácter ":" no puede ser usado como el primer segmento de ruta relativa URI (por ejemplo, "esto:aquello"), porque sería erróneo para el esquema de nombres.
Preceda tales segmentos con ./ ((por ejemplo "./esto:aquello").
Advierta que los descendientes de MS-DOS (por ejemplo, Microsoft Windows) reemplazan los dos puntos de los nombres de dispositivo con la barra vertical ("|") en URI, por lo que "C:" se convierten en "C|".
Un identificador de fragmento, si es incluido, se refiere a una porción particular identificada (fragmento) de un recurso.
El texto después de un '#' identifica al fragmento.
Un URI que comience con '#' se refiere al fragmento del recurso actual.
Hay diferentes esquemas URI, cada uno con reglas y significados adicionales, pero intencionadamente se hacen tan similares como sea posible.
Por ejemplo, muchos esquemas URL permiten que la autoridad tenga el siguiente formato, llamado aquí un servidor_ip (los corchetes muestran qué es opcional):
Este formato te permite opcionalmente insertar un nombre de usuario, una contraseña y/o un número de puerto.
El host es el nombre del ordenador que hace de anfitrión, y su nombre se puede determinar mediante su DNS o una dirección IP (números separados por puntos).
Por lo que el URI <http://fred:fredcontraseña@example.com:8080/> se introduce en el servidor web del anfitrión example.com como fred (usando fredcontraseña) usando el puerto 8080.
Evite incluir contraseñas en un URI si es posible debido a los muchos riesgos para la seguridad que supone tener un password escrito.
Si el URL facilita el nombre de usuario, pero no la contraseña, y el servidor remoto pide la contraseña, el programa que interpreta el URL debe requerir una del usuario.
Aquí hay algunos de los esquemas más comunes usados por sistemas al estilo UNIX, los cuales son comprendidos por muchas aplicaciones.
Advierta que algunas aplicaciones usan URI y también tienen esquemas internos o esquemas especializados.
Vea en esas aplicaciones la documentación para informarse sobre esos esquemas.
Esto es un URL accediendo a un servidor (HTTP) Web.
El puerto por defecto es 80.
Si la ruta se refiere a un directorio, el servidor web elegirá que devolver.
Normalmente, si existe un fichero llamado "index.html" o "index.htm" será mostrado, en otro caso, se devuelve una lista de los ficheros del directorio actual (con los enlaces apropiados).
Un ejemplo es <http://lwn.net>.
Una pregunta se puede dar en el formato obsoleto "isindex", constituido por una palabra o frase y no incluyendo un signo igual(=).
Una petición también se puede dar en un formato más largo "GET", el cual tiene una o más peticiones de entrada para el formulario variable=valor separadas por el carácter ampersand (&).
Advierta que variable puede ser repetida más de una vez, piense que son el servidor web y sus aplicaciones los encargados de determinar si tiene significado.
Existe una interacción desafortunada entre HTML/XML/SGML y este formato.
Cuando tales URI con más de una variable se insertan en un documento SGML/XML (incluyendo HTML), el ampersand (&) es reescrito como &amp;.
Advierta que no todas las preguntas tienen este formato.
Formatos más largos puede que sean demasiado largos para ser almacenados como una URI, por lo que usan un mecanismo interactivo diferente llamado POST, el cual no incluye los datos en el URI.
Véase la especificación del "Common Gateway Interface" en ⟨http://www.w3.org/CGI⟩ para más información.
Este es un URL de acceso a ficheros a través del protocolo de transferencia de ficheros (FTP).
El puerto por defecto (para control) es el 21.

Un identificador uniforme de recursos (URI) es una cadena de caracteres corta que identifica un recurso abstracto o físico (por ejemplo, una página web).
Localizador de Recursos Uniforme (URL) es un URI que identifica un recurso por su mecanismo de acceso primario (por ejemplo, su ubicación de), antes que por su nombre o algún otro atributo del recurso.
Un Nombre de Recurso Uniforme (URN) es un URI que debe ser globalmente único y permanecer aun cuando el recurso deja de existir o pasa a ser inaccesible.
Los URI son la forma estándar de nombrar los destinos de los hiperenlaces para herramientas tales como los navegadores web.
La cadena "http://www.kernel.org" es un URL (y también un URI).
Algunas personas usan el término URL únicamente como sinónimo de URI (aunque técnicamente URLs son parte de los URI).
Los URI pueden ser absolutos o relativos.
Un identificador absoluto se refiere a un recurso independiente del contexto, mientras que un identificador relativo apunta a un recurso a través de las diferencias del contexto actual.
Dentro de una referencia a una ruta relativa, los segmentos de ruta completos "." y ".." tienen significados especiales: "el nivel jerárquico actual" y "el nivel superior a este nivel jerárquico", respectivamente, Tal y como lo hacen los sistemas al estilo UNIX.
Un segmento de ruta que contiene el carácter ":" no puede ser usado como el primer segmento de ruta relativa URI (por ejemplo, "esto:aquello"), porque sería erróneo para el esquema de nombres.
Preceda tales segmentos con ./ ((por ejemplo "./esto:aquello").
Advierta que los descendientes de MS-DOS (por ejemplo, Microsoft Windows) reemplazan los dos puntos de los nombres de dispositivo con la barra vertical ("|") en URI, por lo que "C:" se convierten en "C|".
Un identificador de fragmento, si es incluido, se refiere a una porción particular identificada (fragmento) de un recurso.
El texto después de un '#' identifica al fragmento.
Un URI que comience con '#' se refiere al fragmento del recurso actual.
Hay diferentes esquemas URI, cada uno con reglas y significados adicionales, pero intencionadamente se hacen tan similares como sea posible.
Por ejemplo, muchos esquemas URL permiten que la autoridad tenga el siguiente formato, llamado aquí un servidor_ip (los corchetes muestran qué es opcional):
Este formato te permite opcionalmente insertar un nombre de usuario, una contraseña y/o un número de puerto.
El host es el nombre del ordenador que hace de anfitrión, y su nombre se puede determinar mediante su DNS o una dirección IP (números separados por puntos).
Por lo que el URI <http://fred:fredcontraseña@example.com:8080/> se introduce en el servidor web del anfitrión example.com como fred (usando fredcontraseña) usando el puerto 8080.
Evite incluir contraseñas en un URI si es posible debido a los muchos riesgos para la seguridad que supone tener un password escrito.
Si el URL facilita el nombre de usuario, pero no la contraseña, y el servidor remoto pide la contraseña, el programa que interpreta el URL debe requerir una del usuario.
Aquí hay algunos de los esquemas más comunes usados por sistemas al estilo UNIX, los cuales son comprendidos por muchas aplicaciones.
Advierta que algunas aplicaciones usan URI y también tienen esquemas internos o esquemas especializados.
Vea en esas aplicaciones la documentación para informarse sobre esos esquemas.
Esto es un URL accediendo a un servidor (HTTP) Web.
El puerto por defecto es 80.
Si la ruta se refiere a un directorio, el servidor web elegirá que devolver.
Normalmente, si existe un fichero llamado "index.html" o "index.htm" será mostrado, en otro caso, se devuelve una lista de los ficheros del directorio actual (con los enlaces apropiados).
Un ejemplo es <http://lwn.net>.
Una pregunta se puede dar en el formato obsoleto "isindex", constituido por una palabra o frase y no incluyendo un signo igual(=).
Una petición también se puede dar en un formato más largo "GET", el cual tiene una o más peticiones de entrada para el formulario variable=valor separadas por el carácter ampersand (&).
Advierta que variable puede ser repetida más de una vez, piense que son el servidor web y sus aplicaciones los encargados de determinar si tiene significado.
Existe una interacción desafortunada entre HTML/XML/SGML y este formato.
Cuando tales URI con más de una variable se insertan en un documento SGML/XML (incluyendo HTML), el ampersand (&) es reescrito como &amp;.
Advierta que no todas las preguntas tienen este formato.
Formatos más largos puede que sean demasiado largos para ser almacenados como una URI, por lo que usan un mecanismo interactivo diferente llamado POST, el cual no incluye los datos en el URI.
Véase la especificación del "Common Gateway Interface" en ⟨http://www.w3.org/CGI⟩ para más información.
Este es un URL de acceso a ficheros a través del protocolo de transferencia de ficheros (FTP).
El puerto por defecto (para control) es el 21.

El conjunto de caracteres Unicode 3.0 ocupa un espacio de códigos de 16 bits.
La codificación Unicode más obvia (conocida como UCS-2) consiste en una secuencia de palabras de 16 bits.
Tales cadenas pueden contener —como parte de muchos caracteres de 16 bits—, bytes como '\0' or '/', que tienen un significado especial en nombres de archivos y en otras variables de funciones de la biblioteca C.
Además, la mayoría de las herramientas de UNIX cuenta con archivos en formato ASCII y no pueden interpretar palabras de 16 bits como caracteres sin considerables modificaciones.
Por estas razones, UCS-2 no es una codificación externa apropiada de Unicode en nombres de ficheros, variables de entorno, etc.
El 'ISO 10646 Universal Character Set' (UCS), es un superconjunto de Unicode con un espacio de códigos aún mayor, de hasta —31 bits— y la codificación obvia para dicho conjunto, UCS-4 (una secuencia de palabras de 32 bits), posee los mismos problemas.
La codificación UTF-8 de Unicode y UCS carece de estos problemas y es la forma habitual de usar el conjunto de caracteres Unicode bajo sistemas operativos al estilo UNIX.
La codificación UTF-8 tiene los siguientes propiedades atractivas:
* Los caracteres UCS 0x00000000 a 0x0000007f (el conjunto clásico de caracteres US-ASCII se codifican simplemente como los bytes 0x00 a 0x7f (compatibilidad con ASCII) Esto significa que los ficheros y cadenas que contengan solamente caracteres ASCII de 7 bits tienen la misma codificación en ASCII y en UTF-8.
* Todos los caracteres UCS mayores que 0x7f se codifican como una secuencia multibyte formada solamente por bytes en el intervalo 0x80 a 0xfd, por tanto ningún byte ASCII puede aparecer como parte de otro carácter y no hay inconenientes con (por ejemplo): '\0' or '/'.
* Se preserva la enumeración lexicográfica de las cadenas UCS-4.
* Los 2^31 códigos posibles UCS pueden codificarse con UTF-8.
* Los bytes 0xc0, 0xc1, 0xfe y 0xff no se usan nunca en la codificación UTF-8.
* El primer byte de una secuencia multibyte que represente un carácter no ASCII UCS siempre se halla en el intervalo 0xc0 a 0xfd, e indica la longitud de la secuencia.
El resto de los bytes de la secuencia se hallan en el intervalo 0x80 a 0xbf.
Esto permite una fácil resincronización y resulta en una codificación sin estado y robusta frente a la pérdida de bytes.
* Los caracteres UCS codificados en UTF-8 pueden llegar a ser de 6 bytes, no obstante el estándar Unicode no especifica caracteres por encima de 0x10ffff, por lo tanto los caracteres Unicode sólo pueden ser de 4 bytes como mucho en UTF-8.
Las siguientes secuencias de bytes se usan para representar un carácter.
La secuencia a usar depende del código UCS correspondiente al carácter:
Las posiciones xxx se rellenan con los bits de la representación binaria del número de código del carácter, con el bit más importante primero (big-endian).
Sólo se puede usar la secuencia más corta que pueda representar el número de código.
Los valores del código UCS 0xd800–xdfff (sustitutos de UTF-16) así como 0xfffe y 0xffff (caracteres no UCS) no deberían aparecer en flujos conformes con UTF-8.
Según el RFC 3629, no debería emplearse ningún valor más allá de U+10FFFF lo que limita los caracteres a cuatro bytes.
para poder activar el soporte de UTF-8 en las aplicaciones.
para averiguar si se ha seleccionado una localización UTF-8 y por tanto toda la entrada y salida en texto plano, la comunicación con la terminal, el contenido de ficheros con texto plano, los nombres de fichero y las variables de entorno están codificadas en UTF-8.
Los programadores acostumbrados a codificaciones de un sólo byte tales como US-ASCII o ISO 8859 deben ser conscientes de que dos suposiciones hechas hasta ahora ya no son válidas con localizaciones UTF-8.
En primer lugar, un byte ya no se corresponde necesariamente con un sólo carácter.
En segundo lugar, puesto que los modernos emuladores de terminal en modo UTF-8 soportan también caracteres de doble ancho del chino, japonés y coreano, así como caracteres combinantes de no espaciado, escribir en la salida un carácter individual no implica necesariamente avanzar el cursor una posición como sucedía en ASCII.
En la actualidad se deben usar funciones de biblioteca como mbsrtowcs(3) y wcswidth(3) para contar caracteres y posiciones del cursor.
La secuencia de escape oficial para cambiar de un esquema de codificación ISO 2022 (como el que se utiliza por ejemplo en las terminales VT100) a UTF-8 es ESC % G ("\x1b%G").
La correspondiente secuencia de retorno de UTF-8 a ISO 2022 es ESC % @ ("\x1b%@").
Otras secuencias ISO 2022 (como para cambiar los conjuntos G0 y G1) no son aplicables en el modo UTF-8.
Los estándares Unicode y UCS requieren que los fabricantes de UTF-8 usen la forma más corta posible, p.ej: producir una secuencia de dos bytes que tenga como primer byte 0xc0 no se ajustaría al estándar.
Unicode 3.1 añade el requisito de que los programas no deben aceptar en su entrada formas que no cumplan la condición anterior.
Ésto es por motivos de seguridad: si un programa desea comprobar posibles violaciones de seguridad en la entrada del usuario, éste podría verificar solamente la versión ASCII de "/../" o ";" o NUL y pasar por alto las diferentes maneras no-ASCII de representar estas situaciones en una codificación UTF-8 con formato no reducido.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

El conjunto de caracteres Unicode 3.0 ocupa un espacio de códigos de 16 bits.
La codificación Unicode más obvia (conocida como UCS-2) consiste en una secuencia de palabras de 16 bits.
Tales cadenas pueden contener —como parte de muchos caracteres de 16 bits—, bytes como '\0' or '/', que tienen un significado especial en nombres de archivos y en otras variables de funciones de la biblioteca C.
Además, la mayoría de las herramientas de UNIX cuenta con archivos en formato ASCII y no pueden interpretar palabras de 16 bits como caracteres sin considerables modificaciones.
Por estas razones, UCS-2 no es una codificación externa apropiada de Unicode en nombres de ficheros, variables de entorno, etc.
El 'ISO 10646 Universal Character Set' (UCS), es un superconjunto de Unicode con un espacio de códigos aún mayor, de hasta —31 bits— y la codificación obvia para dicho conjunto, UCS-4 (una secuencia de palabras de 32 bits), posee los mismos problemas.
La codificación UTF-8 de Unicode y UCS carece de estos problemas y es la forma habitual de usar el conjunto de caracteres Unicode bajo sistemas operativos al estilo UNIX.
La codificación UTF-8 tiene los siguientes propiedades atractivas:
* Los caracteres UCS 0x00000000 a 0x0000007f (el conjunto clásico de caracteres US-ASCII se codifican simplemente como los bytes 0x00 a 0x7f (compatibilidad con ASCII) Esto significa que los ficheros y cadenas que contengan solamente caracteres ASCII de 7 bits tienen la misma codificación en ASCII y en UTF-8.
* Todos los caracteres UCS mayores que 0x7f se codifican como una secuencia multibyte formada solamente por bytes en el intervalo 0x80 a 0xfd, por tanto ningún byte ASCII puede aparecer como parte de otro carácter y no hay inconenientes con (por ejemplo): '\0' or '/'.
* Se preserva la enumeración lexicográfica de las cadenas UCS-4.
* Los 2^31 códigos posibles UCS pueden codificarse con UTF-8.
* Los bytes 0xc0, 0xc1, 0xfe y 0xff no se usan nunca en la codificación UTF-8.
* El primer byte de una secuencia multibyte que represente un carácter no ASCII UCS siempre se halla en el intervalo 0xc0 a 0xfd, e indica la longitud de la secuencia.
El resto de los bytes de la secuencia se hallan en el intervalo 0x80 a 0xbf.
Esto permite una fácil resincronización y resulta en una codificación sin estado y robusta frente a la pérdida de bytes.
* Los caracteres UCS codificados en UTF-8 pueden llegar a ser de 6 bytes, no obstante el estándar Unicode no especifica caracteres por encima de 0x10ffff, por lo tanto los caracteres Unicode sólo pueden ser de 4 bytes como mucho en UTF-8.
Las siguientes secuencias de bytes se usan para representar un carácter.
La secuencia a usar depende del código UCS correspondiente al carácter:
Las posiciones xxx se rellenan con los bits de la representación binaria del número de código del carácter, con el bit más importante primero (big-endian).
Sólo se puede usar la secuencia más corta que pueda representar el número de código.
Los valores del código UCS 0xd800–xdfff (sustitutos de UTF-16) así como 0xfffe y 0xffff (caracteres no UCS) no deberían aparecer en flujos conformes con UTF-8.
Según el RFC 3629, no debería emplearse ningún valor más allá de U+10FFFF lo que limita los caracteres a cuatro bytes.
para poder activar el soporte de UTF-8 en las aplicaciones.
para averiguar si se ha seleccionado una localización UTF-8 y por tanto toda la entrada y salida en texto plano, la comunicación con la terminal, el contenido de ficheros con texto plano, los nombres de fichero y las variables de entorno están codificadas en UTF-8.
Los programadores acostumbrados a codificaciones de un sólo byte tales como US-ASCII o ISO 8859 deben ser conscientes de que dos suposiciones hechas hasta ahora ya no son válidas con localizaciones UTF-8.
En primer lugar, un byte ya no se corresponde necesariamente con un sólo carácter.
En segundo lugar, puesto que los modernos emuladores de terminal en modo UTF-8 soportan también caracteres de doble ancho del chino, japonés y coreano, así como caracteres combinantes de no espaciado, escribir en la salida un carácter individual no implica necesariamente avanzar el cursor una posición como sucedía en ASCII.
En la actualidad se deben usar funciones de biblioteca como mbsrtowcs(3) y wcswidth(3) para contar caracteres y posiciones del cursor.
La secuencia de escape oficial para cambiar de un esquema de codificación ISO 2022 (como el que se utiliza por ejemplo en las terminales VT100) a UTF-8 es ESC % G ("\x1b%G").
La correspondiente secuencia de retorno de UTF-8 a ISO 2022 es ESC % @ ("\x1b%@").
Otras secuencias ISO 2022 (como para cambiar los conjuntos G0 y G1) no son aplicables en el modo UTF-8.
Los estándares Unicode y UCS requieren que los fabricantes de UTF-8 usen la forma más corta posible, p.ej: producir una secuencia de dos bytes que tenga como primer byte 0xc0 no se ajustaría al estándar.
Unicode 3.1 añade el requisito de que los programas no deben aceptar en su entrada formas que no cumplan la condición anterior.
Ésto es por motivos de seguridad: si un programa desea comprobar posibles violaciones de seguridad en la entrada del usuario, éste podría verificar solamente la versión ASCII de "/../" o ";" o NUL y pasar por alto las diferentes maneras no-ASCII de representar estas situaciones en una codificación UTF-8 con formato no reducido.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

La aplicación sln crea enlaces simbólicos.
A diferencia de ln(1), está enlazado estáticamente,por lo que en caso de que no funcione el enlazador dinámico, puede usarse sln para crear enlaces simbólicos hacia bibliotecas dinámicas.
Esta orden tiene dos posibilidades.
En la primera, crea destino como un enlace simbólico hacia origen.
La segunda posibilidad consiste en indicar un archivo lista_de_archivos que contenga pares de nombres de ruta separados entre si por un espacio.
Se ejecutará sln una vez en cada una de las líneas con ambas rutas como argumento de ejecución.
La orden sln no admite ninguna opción.
Esta traducción es documentación libre; lea la GNU General Public License Version 3 ⟨https://www.gnu.org/licenses/gpl-3.0.html⟩ o posterior con respecto a las condiciones de copyright.
No existe NINGUNA RESPONSABILIDAD.
Si encuentra algún error en la traducción de esta página del manual, envíe un correo electrónico a ⟨debian-l10n-spanish@lists.debian.org⟩.

